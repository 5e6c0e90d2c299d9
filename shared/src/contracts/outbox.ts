import { z } from 'zod';

/**
 * Sandbox only: what Wattle "sent" by e-mail or SMS, for developers and journeys to read
 * (`GET /sandbox/outbox?to=…`). Real providers replace it in production.
 */
export const outboxMessageSchema = z.object({
  messageId: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** The link the message carries (verification, password reset), when it has one. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxListSchema = z.array(outboxMessageSchema);
