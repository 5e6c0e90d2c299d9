import type { Db } from '../../db/database.js';
import { PERMISSION_COLUMNS, suspendedPermissions } from '../../db/permission-facts.js';

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
