import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** The function a `create or replace function` text defines. */
export function functionName(definition: string): string {
  const name = /^create or replace function (\w+)\s*\(/.exec(definition)?.[1];
  if (!name) throw new Error(`Not a "create or replace function": ${definition.slice(0, 60)}`);
  return name;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Brings the database's functions to `definitions`, after the numbered migrations. A function
 * whose text differs from the one last applied here (by hash, in `database_functions`) is
 * replaced; the others are left alone, so a start with nothing changed writes nothing. One
 * transaction under one lock: API processes starting together apply a change once, and a text
 * that fails leaves every function as it was. Returns the names of the functions replaced.
 */
export async function applyDatabaseFunctions<T>(
  db: Kysely<T>,
  definitions: readonly string[],
): Promise<string[]> {
  const texts = definitions.map((definition) => ({
    name: functionName(definition),
    definition,
    sha256: sha256(definition),
  }));
  const names = texts.map((text) => text.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Function ${twice} is defined twice`);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('wattle.database_functions'))`.execute(trx);
    await sql`create table if not exists database_functions (
      name text primary key,
      sha256 text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const { rows } = await sql<{ name: string; sha256: string }>`
      select name, sha256 from database_functions
    `.execute(trx);
    const applied = new Map(rows.map((row) => [row.name, row.sha256]));
    const replaced: string[] = [];
    for (const { name, definition, sha256 } of texts) {
      if (applied.get(name) === sha256) continue;
      await sql.raw(definition).execute(trx);
      await sql`
        insert into database_functions (name, sha256) values (${name}, ${sha256})
        on conflict (name) do update set sha256 = excluded.sha256, applied_at = now()
      `.execute(trx);
      replaced.push(name);
    }
    // A function dropped by a migration and later defined again is then applied again.
    await sql`delete from database_functions where name <> all(${names}::text[])`.execute(trx);
    return replaced;
  });
}
