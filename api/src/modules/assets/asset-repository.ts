import type { Insertable, Selectable, Updateable } from 'kysely';
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
 * The asset list as of at most 5 s before `now`, for hot paths (quotes). Anything that moves
 * money re-reads the asset inside its own transaction.
 */
export function listAssetsCached(db: Db, now: Date = new Date()): Promise<AssetRow[]> {
  const hit = catalogues.get(db);
  if (hit && now.getTime() - hit.at < CACHE_MS) return hit.rows;
  const rows = listAssets(db);
  catalogues.set(db, { at: now.getTime(), rows });
  rows.catch(() => catalogues.delete(db));
  return rows;
}

export function forgetCachedAssets(db: Db): void {
  catalogues.delete(db);
}

/** Lists the assets that are missing; existing rows (and an admin's changes) stay as they are. */
export async function insertMissingAssets(db: Db, rows: Insertable<AssetsTable>[]): Promise<void> {
  await db
    .insertInto('assets')
    .values(rows)
    .onConflict((oc) => oc.column('asset_id').doNothing())
    .execute();
}

export async function updateAssetColumns(
  db: Db,
  assetId: string,
  changes: Updateable<AssetsTable>,
): Promise<void> {
  await db
    .updateTable('assets')
    .set({ ...changes, updated_at: new Date() })
    .where('asset_id', '=', assetId)
    .execute();
}
