import {
  NOTIFICATION_EVENT,
  type Notification,
  type NotificationType,
} from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { afterCommit, type Trx } from '../../db/transaction.js';
import { isUuid } from '../../lib/secure-token.js';
import { notFound } from '../../lib/errors.js';
import {
  insertNotification,
  markAllRead,
  markRead,
  toNotification,
} from './notification-repository.js';

export interface NotificationInput {
  title: string;
  message: string;
  type: NotificationType;
}

/**
 * Tells a user something: persists the notification, then pushes it over socket.io to their
 * room (every instance, through the Redis adapter).
 *
 * Without `db` the row is written at once and pushed straight away. Inside a transaction, pass
 * it — and open the transaction with `inTransaction` from db/transaction.ts:
 *
 * ```ts
 * await inTransaction(app, async (trx) => {
 *   await postWithdrawal(trx, …);
 *   await notify(app, userId, { title, message, type: 'success' }, trx);
 * });
 * ```
 *
 * The row then commits or rolls back with your writes, and the push goes out only after the
 * commit (never for a rollback). A transaction from plain `db.transaction()` is refused with an
 * error, which rolls it back: nothing could tell when it commits.
 */
export async function notify(
  app: FastifyInstance,
  userId: string,
  input: NotificationInput,
  db?: Trx,
): Promise<Notification> {
  const notification = toNotification(await insertNotification(db ?? app.db, userId, input));
  const push = () => app.realtime.toUser(userId, NOTIFICATION_EVENT, notification);
  if (db) afterCommit(db, push);
  else push();
  return notification;
}

export async function readNotification(
  app: FastifyInstance,
  userId: string,
  notificationId: string,
): Promise<Notification> {
  const row = isUuid(notificationId) ? await markRead(app.db, userId, notificationId) : undefined;
  if (!row) throw notFound('That notification');
  return toNotification(row);
}

export async function readAllNotifications(app: FastifyInstance, userId: string) {
  return { updated: await markAllRead(app.db, userId) };
}
