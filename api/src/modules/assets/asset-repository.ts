import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AssetsTable } from '../../db/schema.js';

export type AssetRow = Selectable<AssetsTable>;

export function listAssets(db: Db) {
  return db.selectFrom('assets').selectAll().orderBy('sort_order').orderBy('asset_id').execute();
}

export function findAsset(db: Db, assetId: string) {
  return db.selectFrom('assets').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
}

const CACHE_MS = 5_000;
const catalogues = new WeakMap<object, { at: number; rows: Promise<AssetRow[]> }>();

/**
 * The asset list as of at most 5 s ago, for hot paths (quotes). Anything that moves money
 * re-reads the asset inside its own transaction.
 */
export function listAssetsCached(db: Db): Promise<AssetRow[]> {
  const hit = catalogues.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rows;
  const rows = listAssets(db);
  catalogues.set(db, { at: Date.now(), rows });
  rows.catch(() => catalogues.delete(db));
  return rows;
}

export function forgetCachedAssets(db: Db): void {
  catalogues.delete(db);
}
