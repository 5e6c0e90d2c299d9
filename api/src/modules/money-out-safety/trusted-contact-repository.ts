import type { Db } from '../../db/database.js';

export function selectTrustedContact(db: Db, userId: string) {
  return db
    .selectFrom('trusted_contacts')
    .select(['name', 'email', 'delay_hours', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The contact as it is, held until the transaction ends: two changes never interleave. */
export function lockTrustedContact(db: Db, userId: string) {
  return db
    .selectFrom('trusted_contacts')
    .select(['name', 'email', 'delay_hours'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function upsertTrustedContact(
  db: Db,
  contact: { userId: string; name: string; email: string; delayHours: number },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('trusted_contacts')
    .values({
      user_id: contact.userId,
      name: contact.name,
      email: contact.email,
      delay_hours: contact.delayHours,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        name: contact.name,
        email: contact.email,
        delay_hours: contact.delayHours,
        updated_at: now,
      }),
    )
    .execute();
}

export async function deleteTrustedContact(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('trusted_contacts')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function insertContactNotice(
  db: Db,
  notice: { userId: string; email: string; subject: string; body: string },
): Promise<void> {
  await db
    .insertInto('trusted_contact_notices')
    .values({
      user_id: notice.userId,
      email: notice.email,
      subject: notice.subject,
      body: notice.body,
    })
    .execute();
}

/** Notices not sent yet, oldest first, locked so two API instances never send the same one. */
export function lockUnsentContactNotices(db: Db, limit: number) {
  return db
    .selectFrom('trusted_contact_notices')
    .select(['notice_id', 'email', 'subject', 'body'])
    .where('sent_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

export async function markContactNoticesSent(db: Db, noticeIds: string[]): Promise<void> {
  if (noticeIds.length === 0) return;
  await db
    .updateTable('trusted_contact_notices')
    .set({ sent_at: new Date() })
    .where('notice_id', 'in', noticeIds)
    .execute();
}

/** The customer's address and full name, as the contact's e-mail names them. */
export function selectCustomer(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
