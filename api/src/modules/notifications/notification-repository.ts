import type { Notification, NotificationType } from '@wattle/shared/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.js';

export function toNotification(row: Selectable<NotificationsTable>): Notification {
  return {
    notificationId: row.notification_id,
    title: row.title,
    message: row.message,
    type: row.type,
    read: row.read_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

export function insertNotification(
  db: Kysely<Database>,
  userId: string,
  input: { title: string; message: string; type: NotificationType },
) {
  return db
    .insertInto('notifications')
    .values({ user_id: userId, title: input.title, message: input.message, type: input.type })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Many notifications in one statement, returned in the order given. */
export function insertNotifications(
  db: Kysely<Database>,
  rows: readonly { userId: string; title: string; message: string; type: NotificationType }[],
) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        user_id: row.userId,
        title: row.title,
        message: row.message,
        type: row.type,
      })),
    )
    .returningAll()
    .execute();
}

export function selectNotifications(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

/** Marks one of the owner's notifications read; undefined when it is not theirs or not there. */
export function markRead(db: Kysely<Database>, userId: string, notificationId: string) {
  return db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) }))
    .where('notification_id', '=', notificationId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function markAllRead(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
