import type { Db } from '../../db/database.js';

/** Messages as both the thread and the inbox show them: with their author's first name. */
function messagesWithAuthor(db: Db) {
  return db
    .selectFrom('chat_messages')
    .innerJoin('users as author', 'author.user_id', 'chat_messages.author_id')
    .selectAll('chat_messages')
    .select('author.first_name as author_first_name');
}

/** The thread's messages, oldest first, with each author's first name. */
export function listMessages(db: Db, userId: string, limit = 500) {
  return messagesWithAuthor(db)
    .where('chat_messages.user_id', '=', userId)
    .orderBy('chat_messages.created_at', 'asc')
    .orderBy('chat_messages.message_id')
    .limit(limit)
    .execute();
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

export function findThread(db: Db, userId: string) {
  return db.selectFrom('chat_threads').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Adds a message, opening the customer's thread on their first one. */
export async function insertMessage(
  db: Db,
  message: { userId: string; authorId: string; fromStaff: boolean; body: string },
) {
  const now = new Date();
  await db
    .insertInto('chat_threads')
    .values({ user_id: message.userId, last_message_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_message_at: now }))
    .execute();
  const row = await db
    .insertInto('chat_messages')
    .values({
      user_id: message.userId,
      author_id: message.authorId,
      from_staff: message.fromStaff,
      body: message.body,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const author = await db
    .selectFrom('users')
    .select('first_name')
    .where('user_id', '=', message.authorId)
    .executeTakeFirstOrThrow();
  return { ...row, author_first_name: author.first_name };
}

/** Marks the thread read by one side; undefined when the customer has no thread yet. */
export function markThreadRead(db: Db, userId: string, by: 'customer' | 'staff', at: Date) {
  return db
    .updateTable('chat_threads')
    .set(by === 'customer' ? { customer_read_at: at } : { staff_read_at: at })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Threads with their newest message, newest first. */
export function listInbox(db: Db, limit = 100) {
  return db
    .selectFrom('chat_threads')
    .innerJoin('users as customer', 'customer.user_id', 'chat_threads.user_id')
    .innerJoinLateral(
      (eb) =>
        messagesWithAuthor(db)
          .where('chat_messages.user_id', '=', eb.ref('chat_threads.user_id'))
          .orderBy('chat_messages.created_at', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select([
      'chat_threads.user_id',
      'chat_threads.staff_read_at',
      'customer.first_name',
      'customer.last_name',
      'customer.email',
      'last.message_id',
      'last.from_staff',
      'last.body',
      'last.created_at',
      'last.author_first_name',
    ])
    .orderBy('chat_threads.last_message_at', 'desc')
    .limit(limit)
    .execute();
}
