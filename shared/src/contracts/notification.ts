import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { realtimeTopicSchema } from './realtime.js';
import { text } from './text.js';

export const NOTIFICATION_TYPES = ['error', 'info', 'success', 'warning'] as const;
export const notificationTypeSchema = lazySchema(() => z.enum(NOTIFICATION_TYPES));
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = lazySchema(() =>
  z.object({
    notificationId: text(),
    title: text(),
    message: text(),
    type: notificationTypeSchema,
    read: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
);
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = lazySchema(() => z.array(notificationSchema));

/**
 * What the socket pushes as the `notification` event: the notification, and the topics it
 * changed (a deposit changes balances and history) so every screen refreshes at once.
 */
export const notificationSignalSchema = lazySchema(() =>
  notificationSchema.extend({
    topics: z.array(realtimeTopicSchema).default([]),
  }),
);
export type NotificationSignal = z.infer<typeof notificationSignalSchema>;

/** `POST /notification/read-all`. */
export const readAllResultSchema = lazySchema(() => z.object({ updated: z.number().int().min(0) }));

/** Titles of the events Wattle notifies about (docs/product/realtime.md#notification-titles). */
export const NOTIFICATION_TITLES = {
  kycSuccess: 'Identity verified',
  kycFailure: 'Identity verification failed',
  kycReview: 'Identity under review',
  depositSuccess: 'Deposit received',
  depositFailure: 'Deposit failed',
  depositHeld: 'Deposit on hold',
  depositReturned: 'Deposit returned',
  withdrawSuccess: 'Withdrawal sent',
  withdrawFailure: 'Withdrawal failed',
  depositAccountSuccess: 'Deposit account ready',
  depositAccountFailure: 'Deposit account could not be created',
  withdrawAccountSuccess: 'Withdrawal account registered',
  withdrawAccountFailure: 'Withdrawal account could not be registered',
  withdrawAddressSaved: 'Withdrawal address saved',
} as const;

/**
 * What a notification is about: the two outcomes of one thing (an identity check verified or
 * failed, a bank account registered or refused) share it, so the newer toast replaces the older.
 */
export function notificationSubject(title: string): string {
  const key = Object.entries(NOTIFICATION_TITLES).find(([, known]) => known === title)?.[0];
  return key ? key.replace(/(Success|Failure|Review)$/, '') : title;
}

/** The socket.io event every notification is pushed as, to the user's own room. */
export const NOTIFICATION_EVENT = 'notification';
