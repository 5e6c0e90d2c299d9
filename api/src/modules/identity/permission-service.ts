import type { PermissionType } from '@wattle/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { derivePermissions } from './permissions.js';

/** The users columns permissions derive from; select them with `suspendedPermissions`. */
export const PERMISSION_COLUMNS = [
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

/**
 * What the server lets this user do right now: earned by verification, minus what support
 * suspended. One round trip. (Authenticated requests already carry this on the principal.)
 */
export async function permissionsFor(db: Db, userId: string): Promise<PermissionType[]> {
  const user = await db
    .selectFrom('users')
    .select(PERMISSION_COLUMNS)
    .select(suspendedPermissions.as('suspended'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return user ? derivePermissions(user, new Set(user.suspended)) : [];
}
