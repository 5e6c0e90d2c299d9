import type { Db } from '../../../db/database.js';

/** Starts (or restarts) the customer's one waiting e-mail change. */
export async function upsertEmailChange(
  db: Db,
  change: { userId: string; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      new_email: change.newEmail,
      code_hash: change.codeHash,
      expires_at: change.expiresAt,
    })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        new_email: change.newEmail,
        code_hash: change.codeHash,
        attempts: 0,
        expires_at: change.expiresAt,
      }),
    )
    .execute();
}

/** The waiting change, held until the transaction ends so a code is judged once. */
export function lockEmailChange(db: Db, userId: string) {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countWrongEmailCode(db: Db, userId: string, attempts: number) {
  await db.updateTable('email_changes').set({ attempts }).where('user_id', '=', userId).execute();
}

export async function deleteEmailChange(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).execute();
}

/** Whether another account signs in with this address (in any case). */
export async function emailUsedByAnother(db: Db, email: string, userId: string) {
  const row = await db
    .selectFrom('users')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('user_id', '<>', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An active account's address, held for the change; undefined when not active. */
export function lockActiveEmail(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select('email')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

export async function updateEmail(db: Db, userId: string, email: string, at: Date) {
  await db
    .updateTable('users')
    .set({ email, email_verified: true, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** Links already sent (verification, password reset, sign-in) stop working: they went to the old address. */
export async function voidSentLinks(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
