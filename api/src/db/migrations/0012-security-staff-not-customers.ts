import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Staff are not customers: support and admin accounts hold no money permission (see
 * derivePermissions), so the deposit details issued to them before that rule are withdrawn.
 * Nothing references deposit details by key, and a staff account never held a balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `delete from deposit_accounts
      where user_id in (select user_id from users where role <> 'user')`,
    `delete from deposit_addresses
      where user_id in (select user_id from users where role <> 'user')`,
  ]);
}
