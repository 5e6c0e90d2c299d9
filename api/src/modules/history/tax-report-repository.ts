import { FIAT_ASSET_ID } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import type { PostingType } from '../../db/schema.js';

/** The customer's executed trades before `until`, oldest first: buys, sells and swap legs. */
export function executedTradesBefore(db: Db, userId: string, until: Date) {
  return db
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
    .where('executed_at', '<', until)
    .$narrowType<{ executed_at: Date }>()
    .orderBy('executed_at')
    .orderBy('trade_id')
    .execute();
}

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
  userId: string,
  until: Date,
): Promise<CoinTransferPosting[]> {
  return db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
    .select([
      'postings.posting_id',
      'postings.asset_id',
      'postings.amount',
      'postings.transaction_type',
      'postings.transfer_id',
      'postings.created_at',
    ])
    .where('ledger_accounts.kind', '=', 'customer')
    .where('ledger_accounts.user_id', '=', userId)
    .where('postings.asset_id', '<>', FIAT_ASSET_ID)
    .where('postings.trade_id', 'is', null)
    .where('postings.created_at', '<', until)
    .orderBy('postings.created_at')
    .orderBy('postings.posting_id')
    .execute();
}

/** AUD units of referral bonuses the customer received in [from, until). */
export async function referralIncomeBetween(
  db: Db,
  userId: string,
  from: Date,
  until: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
    .select((eb) => eb.fn.sum<string | null>('postings.amount').as('total'))
    .where('ledger_accounts.kind', '=', 'customer')
    .where('ledger_accounts.user_id', '=', userId)
    .where('postings.transaction_type', '=', 'referral')
    .where('postings.created_at', '>=', from)
    .where('postings.created_at', '<', until)
    .executeTakeFirst();
  return BigInt(row?.total ?? '0');
}

export function customerNames(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
