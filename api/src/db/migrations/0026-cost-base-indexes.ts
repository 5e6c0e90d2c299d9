import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * What FIFO cost-base matching reads for one customer (docs/product/portfolio.md#cost-base):
 * their executed trades, oldest first, of every coin or of one; and the coin movements
 * outside trades (deposits, withdrawals, network fees), a few among many trade postings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index trades_user_lots_idx on trades (user_id, crypto_asset_id, executed_at)
      where status = 'complete'`,
    `create index postings_outside_trades_idx on postings (account_id, created_at)
      where trade_id is null`,
  ]);
}
