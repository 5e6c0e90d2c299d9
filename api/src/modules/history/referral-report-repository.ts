import { FIAT_ASSET_ID } from '@wattle/shared/contracts';
import { customerPostingsOf } from '../../db/customer-postings.js';
import type { Db } from '../../db/database.js';

/** The people `userId` referred, newest sign-up first. */
export function listReferees(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'first_name', 'last_name', 'created_at'])
    .where('referred_by', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('user_id')
    .execute();
}

/** AUD units paid to `userId` as referral bonuses, per referred trader. */
export async function earningsByReferee(db: Db, userId: string): Promise<Map<string, bigint>> {
  const rows = await customerPostingsOf(db, userId)
    .innerJoin('trades', 'trades.trade_id', 'postings.trade_id')
    .select('trades.user_id')
    .select((eb) => eb.fn.sum<string>('postings.amount').as('earned'))
    .where('ledger_accounts.asset_id', '=', FIAT_ASSET_ID)
    .where('postings.transaction_type', '=', 'referral')
    .groupBy('trades.user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, BigInt(row.earned)]));
}

/** Which of `userIds` completed a trade since `since`. */
export async function tradedSince(
  db: Db,
  userIds: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('trades')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', [...userIds])
    .where('status', '=', 'complete')
    .where('executed_at', '>=', since)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
