import type { User } from '@wattle/shared/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

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

/** The wire form of spec §3's User. */
export function toUser(row: UserRow): User {
  return {
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    preferredName: row.preferred_name,
    role: row.role,
    emailVerified: row.email_verified,
    phoneNumberVerified: row.phone_verified,
    documentsVerified: row.documents_verified,
    phoneNumber: row.phone_number,
    pepStatus: row.pep_status,
    twoFactorEnabled: row.two_factor_enabled,
    referralCode: row.referral_code,
    createdAt: row.created_at.toISOString(),
  };
}
