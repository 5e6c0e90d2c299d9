import {
  CHANGE_EVENT,
  emailKindOfNotification,
  NOTIFICATION_EVENT,
  type ChangeSignal,
  type Notification,
  type NotificationSignal,
  type NotificationType,
  type RealtimeTopic,
} from '@wattle/shared/contracts';
import { whenCommitted } from '../../db/transaction.js';
import { runInBackground } from '../../lib/background-task.js';
import { sendEmailBestEffort } from '../../lib/email-delivery.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/secure-token.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { emailRecipientFor } from '../preferences/index.js';
import {
  insertNotification,
  insertNotifications,
  markAllRead,
  markRead,
  selectNotifications,
  toNotification,
} from './notification-repository.js';

export interface NotificationInput {
  userId: string;
  title: string;
  message: string;
  type: NotificationType;
  /** What the event changed, so every screen showing it refreshes at once (none: []). */
  topics: RealtimeTopic[];
}

/**
 * Tells a user something: persists the notification, then pushes it over socket.io to their
 * room (every instance, through the Redis adapter).
 *
 * On the database the row is written at once and pushed straight away. Inside a transaction,
 * hand the transaction on — and open it with `inTransaction` from db/transaction.ts:
 *
 * ```ts
 * await inTransaction(deps, async (trx) => {
 *   await postWithdrawal(trx, …);
 *   await notify(withDb(deps, trx), { userId, title, message, type: 'success' });
 * });
 * ```
 *
 * The row then commits or rolls back with your writes, and the push goes out only after the
 * commit (never for a rollback). A transaction from plain `db.transaction()` is refused with an
 * error, which rolls it back: nothing could tell when it commits.
 */
export async function notify(
  deps: ServiceDeps,
  { userId, topics, ...input }: NotificationInput,
): Promise<Notification> {
  const notification = toNotification(await insertNotification(deps.db, userId, input));
  const signal: NotificationSignal = { ...notification, topics };
  whenCommitted(deps.db, () => deps.realtime.toUser(userId, NOTIFICATION_EVENT, signal));
  await emailIfChosen(deps, userId, input);
  return notification;
}

/**
 * Tells many people one thing each, like `notify`, with every row written in one statement:
 * for work that tells a crowd at once (price alerts crossed by one tick).
 */
export async function notifyEach(
  deps: ServiceDeps,
  inputs: readonly NotificationInput[],
): Promise<Notification[]> {
  const rows = await insertNotifications(deps.db, inputs);
  const notifications = rows.map(toNotification);
  for (const [index, input] of inputs.entries()) {
    const notification = notifications[index];
    if (!notification) continue;
    const signal: NotificationSignal = { ...notification, topics: input.topics };
    whenCommitted(deps.db, () => deps.realtime.toUser(input.userId, NOTIFICATION_EVENT, signal));
    await emailIfChosen(deps, input.userId, input);
  }
  return notifications;
}

/** The notification by e-mail too, when its owner chose that kind in their preferences. */
async function emailIfChosen(
  deps: ServiceDeps,
  userId: string,
  { title, message }: Pick<NotificationInput, 'title' | 'message'>,
): Promise<void> {
  const kind = emailKindOfNotification(title);
  if (!kind) return;
  const to = await emailRecipientFor(deps.db, userId, kind);
  if (!to) return;
  const text = `${message}\n\nYou get this e-mail because you chose it in your Wattle preferences.`;
  // A background task, so closing the app (and a test reading the outbox) waits for it.
  whenCommitted(deps.db, () =>
    runInBackground(deps, 'notification e-mail', () =>
      sendEmailBestEffort(deps, { to, subject: title, text }),
    ),
  );
}

/**
 * Tells a user's open screens that something changed without a notification of its own (a
 * support action on their permissions, say). Like `notify`, inside a transaction it goes out
 * only after the commit.
 */
export function announceChange(deps: ServiceDeps, userId: string, topics: RealtimeTopic[]): void {
  const signal: ChangeSignal = { topics };
  whenCommitted(deps.db, () => deps.realtime.toUser(userId, CHANGE_EVENT, signal));
}

/** A person's notifications, newest first (the latest 200). */
export async function listNotifications(
  deps: ServiceDeps,
  userId: string,
): Promise<Notification[]> {
  return (await selectNotifications(deps.db, userId)).map(toNotification);
}

export async function readNotification(
  deps: ServiceDeps,
  { userId, notificationId }: { userId: string; notificationId: string },
): Promise<Notification> {
  const row = isUuid(notificationId) ? await markRead(deps.db, userId, notificationId) : undefined;
  if (!row) throw notFound('That notification');
  return toNotification(row);
}

export async function readAllNotifications(deps: ServiceDeps, userId: string) {
  return { updated: await markAllRead(deps.db, userId) };
}
