import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Resolves when the database answers a trivial query; rejects with its error otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
