import type { PermissionType } from '@wattle/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The users columns permissions derive from; select them with `suspendedPermissions`. */
export const PERMISSION_COLUMNS = [
  'users.role',
  'users.status',
  'users.email_verified',
  'users.phone_verified',
  'users.documents_verified',
  'users.pep_status',
] as const;

/** What support has suspended for the user of the row being selected. */
export const suspendedPermissions = sql<PermissionType[]>`array(
  select permission from permission_suspensions
  where permission_suspensions.user_id = users.user_id and lifted_at is null
)`;

/** What permissions derive from for one user, and what support suspended: one round trip. */
export function findPermissionFacts(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(PERMISSION_COLUMNS)
    .select(suspendedPermissions.as('suspended'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** `findPermissionFacts` for many users at once, each row naming its user. */
export function findPermissionFactsOf(db: Db, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['users.user_id', ...PERMISSION_COLUMNS])
    .select(suspendedPermissions.as('suspended'))
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
}
