import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TradesTable } from '../../db/schema.js';

export type TradeRow = Selectable<TradesTable>;
export type NewTrade = Insertable<TradesTable>;

export async function insertTrades(db: Db, trades: NewTrade[]): Promise<TradeRow[]> {
  return db.insertInto('trades').values(trades).returningAll().execute();
}

/**
 * The quote's rows (one, or two for a swap), locked for this transaction, with the trader's
 * referrer read in the same round trip.
 */
export async function lockQuote(
  db: Db,
  userId: string,
  quoteId: string,
): Promise<{ rows: TradeRow[]; referrerId: string | null }> {
  const found = await db
    .selectFrom('trades')
    .selectAll('trades')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select('users.referred_by')
        .whereRef('users.user_id', '=', 'trades.user_id')
        .as('referrer_id'),
    )
    .where('trade_id', '=', quoteId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!found) return { rows: [], referrerId: null };
  const { referrer_id: referrerId, ...head } = found;
  if (!head.swap_id) return { rows: [head], referrerId };
  const legs = await db
    .selectFrom('trades')
    .selectAll()
    .where('swap_id', '=', head.swap_id)
    .where('user_id', '=', userId)
    .orderBy('side', 'desc')
    .forUpdate()
    .execute();
  return { rows: legs, referrerId };
}

export async function completeTrades(
  db: Db,
  tradeIds: string[],
  entryId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('trades')
    .set({ status: 'complete', entry_id: entryId, executed_at: at })
    .where('trade_id', 'in', tradeIds)
    .execute();
}

/** A quote that could not execute stays on record as rejected, with the reason. */
export async function rejectQuote(
  db: Db,
  userId: string,
  quoteId: string,
  reason: string,
): Promise<void> {
  const head = await db
    .selectFrom('trades')
    .select(['swap_id'])
    .where('trade_id', '=', quoteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!head) return;
  await db
    .updateTable('trades')
    .set({ status: 'rejected', rejection_reason: reason })
    .where('user_id', '=', userId)
    .where('status', '=', 'quote')
    .where((eb) => (head.swap_id ? eb('swap_id', '=', head.swap_id) : eb('trade_id', '=', quoteId)))
    .execute();
}

/** Deletes quotes (and bucket legs) never executed that expired before `cutoff`. */
export async function deleteUnusedQuotesExpiredBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .deleteFrom('trades')
    .where('status', 'in', ['quote', 'pending'])
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
