import type { Watchlist } from '@wattle/shared/contracts';
import { notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/index.js';
import {
  deleteWatchlistEntry,
  insertWatchlistEntry,
  selectWatchlist,
} from './watchlist-repository.js';

export async function readWatchlist(deps: ServiceDeps, userId: string): Promise<Watchlist> {
  return { assets: await selectWatchlist(deps.db, userId) };
}

async function coinId(deps: ServiceDeps, symbol: string): Promise<string> {
  const asset = (await listAssetsCached(deps.db)).find(
    (row) => row.type !== 'fiat' && row.symbol.toUpperCase() === symbol.toUpperCase(),
  );
  if (!asset) throw notFound('That coin');
  return asset.asset_id;
}

/** Stars or unstars a listed coin; either is safe to repeat. */
export async function setStarred(
  deps: ServiceDeps,
  { userId, symbol, starred }: { userId: string; symbol: string; starred: boolean },
): Promise<Watchlist> {
  const assetId = await coinId(deps, symbol);
  if (starred) await insertWatchlistEntry(deps.db, userId, assetId);
  else await deleteWatchlistEntry(deps.db, userId, assetId);
  return readWatchlist(deps, userId);
}
