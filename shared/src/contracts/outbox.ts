import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * Sandbox only: what Wattle "sent" by e-mail or SMS, for developers and journeys to read
 * (`GET /sandbox/outbox?to=…`). Real providers replace it in production.
 */
export const outboxMessageSchema = lazySchema(() =>
  z.object({
    messageId: text(),
    channel: z.enum(['email', 'sms']),
    to: text(),
    subject: text().nullable(),
    body: text(),
    /** The link the message carries (verification, password reset), when it has one. */
    link: text().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = lazySchema(() => z.array(outboxMessageSchema));
