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

/** The tables whose rows each belong to one user, through their `user_id`. */
type UserOwnedTable = {
  [T in keyof Database]: Database[T] extends { user_id: string } ? T : never;
}[keyof Database];

/** The rows of a table that belong to one user: what a test expects to find there or not. */
export function rowsOwnedBy(db: Db, table: UserOwnedTable, userId: string) {
  return db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();
}

/** A body that is not JSON at all, with the JSON content type. */
export const MALFORMED_JSON = { 'content-type': 'application/json' } as const;
export const MALFORMED_BODY = '{"email":';

/** For `created_at`, which the app never updates: a row made a day ago, as if time had passed. */
export const A_DAY_AGO = sql<never>`now() - interval '1 day'`;
