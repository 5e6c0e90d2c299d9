import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Indexes for the history reads (api/src/modules/history): a customer's trades and bucket
 * orders newest first (quotes, the bulk of the trades table, left out), a customer's postings
 * newest first, and the people a customer referred.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index trades_user_history_idx
      on trades (user_id, (coalesce(executed_at, created_at)) desc, trade_id desc)
      where status in ('complete', 'rejected')`,
    `create index postings_account_time_idx on postings (account_id, created_at desc, posting_id desc)`,
    `create index users_referred_by_idx on users (referred_by) where referred_by is not null`,
  ]);
}
