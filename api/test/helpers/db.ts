import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';

/** How many rows a table holds: "nothing was written" is a count that did not move. */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A body that is not JSON at all, with the JSON content type. */
export const MALFORMED_JSON = { 'content-type': 'application/json' } as const;
export const MALFORMED_BODY = '{"email":';

/** For `created_at`, which the app never updates: a row made a day ago, as if time had passed. */
export const A_DAY_AGO = sql<never>`now() - interval '1 day'`;
