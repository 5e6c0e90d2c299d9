import { sql, type Kysely } from 'kysely';

/** One statement at a time: the extended protocol (pg and PGlite) takes one per query. */
export async function runStatements(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
