import type { PermissionType } from '@wattle/shared/contracts';
import { sql } from 'kysely';

/**
 * The users columns a person's permissions derive from (identity's `derivePermissions` reads
 * them); select them with `suspendedPermissions`, in the same statement as what needs them.
 */
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
