import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AssetsTable } from '../../db/schema.js';

export type AssetRow = Selectable<AssetsTable>;

export function selectAssets(db: Db) {
  return db.selectFrom('assets').selectAll().orderBy('sort_order').orderBy('asset_id').execute();
}

export function selectAsset(db: Db, assetId: string) {
  return db.selectFrom('assets').selectAll().where('asset_id', '=', assetId).executeTakeFirst();
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
