import { FIAT_ASSET_ID } from '@wattle/shared/contracts';
import { sql } from 'kysely';
import { customerPostingsOf } from '../../db/customer-postings.js';
import type { Db } from '../../db/database.js';
import type { PostingType } from '../../db/schema.js';

/** Which of the customer's history to read: before `until`, of one coin or all. */
export interface LotScope {
  userId: string;
  until: Date;
  assetId?: string;
}

/** The customer's executed trades before `until`, oldest first: buys, sells and swap legs. */
export function executedTradesBefore(db: Db, { userId, until, assetId }: LotScope) {
  let query = db
    .selectFrom('trades')
    .select([
      'trade_id',
      'side',
      'order_type',
      'crypto_asset_id',
      'crypto_amount',
      'spend_amount',
      'receive_amount',
      'executed_at',
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 'complete')
    .where('executed_at', '<', until);
  if (assetId) query = query.where('crypto_asset_id', '=', assetId);
  return query
    .$narrowType<{ executed_at: Date }>()
    .orderBy('executed_at')
    .orderBy('trade_id')
    .execute();
}

export type TradeEventRow = Awaited<ReturnType<typeof executedTradesBefore>>[number];

export interface CoinTransferPosting {
  posting_id: string;
  asset_id: string;
  amount: string;
  transaction_type: PostingType;
  transfer_id: string | null;
  created_at: Date;
}

/**
 * Coins that moved in or out of the customer's accounts other than by a trade, before `until`:
 * deposits, withdrawals and their network fees (and any revert or refund of them).
 */
export function coinTransfersBefore(
  db: Db,
  { userId, until, assetId }: LotScope,
): Promise<CoinTransferPosting[]> {
  let query = customerPostingsOf(db, userId)
    .select([
      'postings.posting_id',
      'postings.asset_id',
      'postings.amount',
      'postings.transaction_type',
      'postings.transfer_id',
      'postings.created_at',
    ])
    .where('postings.asset_id', '<>', FIAT_ASSET_ID)
    .where('postings.trade_id', 'is', null)
    // An order's hold and its release stay within the customer's own accounts.
    .where('postings.transaction_type', '<>', 'order_hold')
    .where('postings.created_at', '<', until);
  if (assetId) query = query.where('postings.asset_id', '=', assetId);
  return query.orderBy('postings.created_at').orderBy('postings.posting_id').execute();
}

/**
 * Which version of each of the customer's own accounts is current. Every statement that posts
 * to a customer account also updates that account's row (its balance, by the posting trigger of
 * migration 0016), and every event FIFO reads posts there in the transaction that makes it: an
 * executed trade moves the coin, a deposit or withdrawal moves the coin. A row updated gets the
 * updating transaction's id as its `xmin`, so the accounts' `xmin`s change whenever the
 * customer's history may have, on whichever API instance it was written, and a lot history kept
 * under them is current for as long as they are. Reading them costs one row per account.
 */
export async function accountVersions(db: Db, userId: string): Promise<string> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['account_id', sql<string>`xmin::text`.as('version')])
    .where('user_id', '=', userId)
    .where('kind', '=', 'customer')
    .orderBy('account_id')
    .execute();
  return rows.map((row) => `${row.account_id}@${row.version}`).join(',');
}
