import type { Db } from '../../db/database.js';

/** The customer's starred coins' symbols, first starred first. */
export async function selectWatchlist(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('watchlist_entries')
    .innerJoin('assets', 'assets.asset_id', 'watchlist_entries.asset_id')
    .select('assets.symbol')
    .where('watchlist_entries.user_id', '=', userId)
    .orderBy('watchlist_entries.created_at')
    .orderBy('assets.symbol')
    .execute();
  return rows.map((row) => row.symbol);
}

/** Stars a coin; starring it again changes nothing. */
export async function insertWatchlistEntry(db: Db, userId: string, assetId: string) {
  await db
    .insertInto('watchlist_entries')
    .values({ user_id: userId, asset_id: assetId })
    .onConflict((oc) => oc.columns(['user_id', 'asset_id']).doNothing())
    .execute();
}

export async function deleteWatchlistEntry(db: Db, userId: string, assetId: string) {
  await db
    .deleteFrom('watchlist_entries')
    .where('user_id', '=', userId)
    .where('asset_id', '=', assetId)
    .execute();
}
