import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface PriceMoveRow {
  asset_id: string;
  factor: string;
  revision: string;
}

/** Every coin's sandbox move, in one small read (a row per moved coin). */
export function readPriceMoves(db: Db): Promise<PriceMoveRow[]> {
  return db
    .selectFrom('sandbox_price_moves')
    .select(['asset_id', 'factor', 'revision'])
    .orderBy('asset_id')
    .execute();
}

/** Sets a coin's move; every write takes a new revision, so every instance sees a change. */
export async function writePriceMove(db: Db, assetId: string, factor: string): Promise<void> {
  await sql`
    insert into sandbox_price_moves (asset_id, factor) values (${assetId}, ${factor})
    on conflict (asset_id) do update set factor = excluded.factor,
      revision = nextval('sandbox_price_move_revisions'), moved_at = now()
  `.execute(db);
}

export async function deletePriceMove(db: Db, assetId: string): Promise<void> {
  await db.deleteFrom('sandbox_price_moves').where('asset_id', '=', assetId).execute();
}
