import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * The last authenticator time step a customer has used, so one code opens one door: a code
 * seen over a shoulder or replayed from a log cannot be used again within its 90-second window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table users add column two_factor_last_step bigint check (two_factor_last_step >= 0)`,
  ]);
}
