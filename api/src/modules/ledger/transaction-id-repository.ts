import type { Db } from '../../db/database.js';

/** The database's key for transaction ids (migration 0020 made it; it never changes). */
export async function transactionIdKey(db: Db): Promise<Uint8Array> {
  const row = await db
    .selectFrom('server_keys')
    .select('key')
    .where('purpose', '=', 'transaction_ids')
    .executeTakeFirstOrThrow();
  return row.key;
}
