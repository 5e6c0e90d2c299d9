import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Indexes for the grouped history (api/src/modules/history/history-group-repository.ts): each
 * source of groups is read newest first by its own index and stops at the page size, so a deep
 * page of a 10,000-row history costs what the first one does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index bucket_orders_user_history_idx
      on bucket_orders (user_id, (coalesce(executed_at, created_at)) desc, bucket_order_id desc)
      where status in ('complete', 'rejected')`,
    `create index transfers_user_history_idx
      on transfers (user_id, created_at desc, transfer_id desc)`,
    `create index postings_referral_idx
      on postings (account_id, created_at desc, posting_id desc)
      where transaction_type = 'referral'`,
    `create index postings_transfer_idx on postings (transfer_id) where transfer_id is not null`,
  ]);
}
