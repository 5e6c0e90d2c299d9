import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';

/** The function a `create or replace function` text defines. */
export function functionName(definition: string): string {
  const name = /^create or replace function (\w+)\s*\(/.exec(definition)?.[1];
  if (!name) throw new Error(`Not a "create or replace function": ${definition.slice(0, 60)}`);
  return name;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Each function's definition as the database prints it (pg_get_functiondef), hashed, by name. */
async function liveDefinitions<T>(
  trx: Transaction<T>,
  names: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select p.proname as name, pg_get_functiondef(p.oid) as definition
    from pg_proc p
    where p.pronamespace = current_schema()::regnamespace and p.proname = any(${names}::text[])
    order by p.oid
  `.execute(trx);
  const printed = new Map<string, string>();
  for (const row of rows) {
    printed.set(row.name, `${printed.get(row.name) ?? ''}${row.definition}`);
  }
  return new Map([...printed].map(([name, definition]) => [name, sha256(definition)]));
}

/**
 * Brings the database's functions to `definitions`, after the numbered migrations. A function
 * is replaced when its text differs from the one last applied here, or when the database no
 * longer holds what that text made (a migration or a person replaced or dropped it): both are
 * kept by hash in `database_functions`. The others are left alone, so a start with nothing
 * changed writes nothing. One transaction under one lock: API processes starting together
 * apply a change once, and a text that fails leaves every function as it was. Returns the
 * names of the functions replaced.
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
      live_sha256 text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const { rows } = await sql<{ name: string; sha256: string; live_sha256: string }>`
      select name, sha256, live_sha256 from database_functions
    `.execute(trx);
    const applied = new Map(rows.map((row) => [row.name, row]));
    const live = await liveDefinitions(trx, names);
    const changed = texts.filter(({ name, sha256 }) => {
      const record = applied.get(name);
      return record?.sha256 !== sha256 || record.live_sha256 !== live.get(name);
    });
    for (const { definition } of changed) await sql.raw(definition).execute(trx);
    const made = changed.length > 0 ? await liveDefinitions(trx, names) : live;
    for (const { name, sha256 } of changed) {
      await sql`
        insert into database_functions (name, sha256, live_sha256)
        values (${name}, ${sha256}, ${made.get(name) ?? ''})
        on conflict (name) do update
          set sha256 = excluded.sha256, live_sha256 = excluded.live_sha256, applied_at = now()
      `.execute(trx);
    }
    await sql`delete from database_functions where name <> all(${names}::text[])`.execute(trx);
    return changed.map(({ name }) => name);
  });
}
