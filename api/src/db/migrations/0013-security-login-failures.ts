import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Wrong passwords counted per account, not only per client address (which an attacker
 * rotates): after a few, the account refuses sign-ins for a while that doubles each time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table users add column failed_logins integer not null default 0
      check (failed_logins >= 0)`,
    `alter table users add column login_locked_until timestamptz`,
  ]);
}
