import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PepStatus, UsersTable } from '../../db/schema.js';
import { forgetUserSessions } from './session-cache.js';

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export function findUserById(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findUserByReferralCode(db: Db, code: string) {
  return db
    .selectFrom('users')
    .select(['user_id'])
    .where('referral_code', '=', code.toUpperCase())
    .executeTakeFirst();
}

export function updatePreferredName(db: Db, userId: string, preferredName: string) {
  return db
    .updateTable('users')
    .set({ preferred_name: preferredName, updated_at: new Date() })
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Creates an account; a taken e-mail or referral code fails on its unique constraint. */
export function insertUser(db: Db, user: Insertable<UsersTable>) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Creates an account unless the e-mail (in any case) is taken; undefined when it was. */
export function insertUserUnlessEmailTaken(db: Db, user: Insertable<UsersTable>) {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('user_id')
    .executeTakeFirst();
}

/** A user's id from their id or e-mail (any case); undefined when there is no such user. */
export function findUserId(
  db: Db,
  by: { userId?: string | undefined; email?: string | undefined },
) {
  const query = db.selectFrom('users').select('user_id');
  return (
    by.userId
      ? query.where('user_id', '=', by.userId)
      : query.where((eb) => eb(eb.fn('lower', ['email']), '=', (by.email ?? '').toLowerCase()))
  ).executeTakeFirst();
}

/**
 * Marks an active account's e-mail verified, only while the account still uses `email` (in
 * any case); undefined otherwise.
 */
export async function markEmailVerified(db: Db, userId: string, email: string) {
  const verified = await db
    .updateTable('users')
    .set({ email_verified: true, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .returning('email')
    .executeTakeFirst();
  forgetUserSessions({ userId });
  return verified;
}

/** Sets an active account's password; undefined when the account is not active. */
export function updatePasswordHash(db: Db, userId: string, passwordHash: string, at: Date) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: at })
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}

export async function markPhoneVerified(
  db: Db,
  userId: string,
  phoneNumber: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ phone_number: phoneNumber, phone_verified: true, updated_at: at })
    .where('user_id', '=', userId)
    .execute();
  forgetUserSessions({ userId });
}

/** Documents verified; the PEP result applies unless support has overridden it. */
export async function markDocumentsVerified(
  db: Db,
  userId: string,
  pep: Extract<PepStatus, 'found' | 'not_found'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      documents_verified: true,
      // Support's override outranks a later automatic check.
      pep_status: eb
        .case()
        .when('pep_status', '=', 'overridden')
        .then('overridden' as const)
        .else(pep)
        .end(),
      updated_at: new Date(),
    }))
    .where('user_id', '=', userId)
    .execute();
  forgetUserSessions({ userId });
}

export async function updatePepStatus(db: Db, userId: string, status: PepStatus): Promise<void> {
  await db
    .updateTable('users')
    .set({ pep_status: status, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  forgetUserSessions({ userId });
}

/**
 * One more wrong password for the account, whatever address it came from: from `threshold`
 * in a row on, and for a day after the latest, the right password alone no longer signs in.
 * Returns the new count.
 */
export async function recordFailedLogin(db: Db, userId: string, threshold: number) {
  return db
    .updateTable('users')
    .set((eb) => ({
      failed_logins: eb('failed_logins', '+', 1),
      login_challenged_until: sql<Date | null>`case when failed_logins + 1 >= ${threshold}
        then now() + interval '1 day' else login_challenged_until end`,
    }))
    .where('user_id', '=', userId)
    .returning('failed_logins')
    .executeTakeFirstOrThrow();
}

/** The owner signed in: wrong passwords count from nothing again, and no extra proof is asked. */
export async function clearFailedLogins(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_logins: 0, login_challenged_until: null })
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('failed_logins', '>', 0), eb('login_challenged_until', 'is not', null)]),
    )
    .execute();
}
