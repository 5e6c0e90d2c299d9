import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../src/db/database.js';
import { applyDatabaseFunctions, functionName } from '../src/db/functions/apply-functions.js';
import { DATABASE_FUNCTIONS } from '../src/db/functions/index.js';
import { LEDGER_ACCOUNTS_KEPT, LEDGER_APPEND_ONLY } from '../src/db/functions/ledger.js';
import { freshDatabase } from './helpers/test-app.js';

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
const db = () => database.handle.db;
beforeAll(async () => {
  database = await freshDatabase();
  await migrateToLatest(db());
});
afterAll(async () => {
  await database.drop();
});

interface LiveFunction {
  name: string;
  source: string;
  settings: string[] | null;
  /** Changes whenever the function is created or replaced, even with the same text. */
  version: string;
}

/** Every function of the database's own schema, by name. */
async function liveFunctions(): Promise<Map<string, LiveFunction>> {
  const { rows } = await sql<LiveFunction>`
    select p.proname as name, p.prosrc as source, p.proconfig as settings, p.xmin::text as version
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()
  `.execute(db());
  return new Map(rows.map((row) => [row.name, row]));
}

/** What PostgreSQL keeps of a `create or replace function` text: the body between the `$$`s. */
const bodyOf = (definition: string) =>
  definition.slice(definition.indexOf('$$') + 2, definition.lastIndexOf('$$'));

/** Its `set name = value` clauses, as pg_proc.proconfig lists them. */
function settingsOf(definition: string): string[] | null {
  const header = definition.slice(0, definition.indexOf('$$'));
  const settings = [...header.matchAll(/\bset (\w+) = (\w+)/g)].map(
    ([, name, value]) => `${name}=${value}`,
  );
  return settings.length > 0 ? settings : null;
}

const deleteAnEntry = () =>
  db()
    .transaction()
    .execute(async (trx) => {
      await sql`insert into journal_entries (kind, description) values ('deposit', 'kept')`.execute(
        trx,
      );
      await sql`delete from journal_entries`.execute(trx);
    });

/** ledger_append_only as an older text: the same rule, another message. */
const OLDER_APPEND_ONLY = LEDGER_APPEND_ONLY.replace(
  "'% is append-only'",
  "'% keeps every row it was given'",
);

describe('the database functions', () => {
  it('runs every function of a migrated database as its file defines it, and no other', async () => {
    const live = await liveFunctions();
    expect([...live.keys()].sort()).toEqual(DATABASE_FUNCTIONS.map(functionName).sort());
    for (const definition of DATABASE_FUNCTIONS) {
      const fn = live.get(functionName(definition));
      expect(fn?.source).toBe(bodyOf(definition));
      expect(fn?.settings).toEqual(settingsOf(definition));
    }
  });

  it('replaces nothing on a migrate when no text changed', async () => {
    const before = await liveFunctions();
    await migrateToLatest(db());
    expect(await liveFunctions()).toEqual(before);
    expect(await applyDatabaseFunctions(db(), DATABASE_FUNCTIONS)).toEqual([]);
  });

  it('replaces, on the next migrate, only the function whose text changed', async () => {
    const older = DATABASE_FUNCTIONS.map((text) =>
      text === LEDGER_APPEND_ONLY ? OLDER_APPEND_ONLY : text,
    );
    expect(await applyDatabaseFunctions(db(), older)).toEqual(['ledger_append_only']);
    await expect(deleteAnEntry()).rejects.toThrow('journal_entries keeps every row it was given');
    const before = await liveFunctions();

    await migrateToLatest(db());

    const after = await liveFunctions();
    for (const [name, fn] of after) {
      if (name === 'ledger_append_only') expect(fn.version).not.toBe(before.get(name)?.version);
      else expect(fn).toEqual(before.get(name));
    }
    expect(after.get('ledger_append_only')?.source).toBe(bodyOf(LEDGER_APPEND_ONLY));
    await expect(deleteAnEntry()).rejects.toThrow('journal_entries is append-only');
  });

  it('puts back, on the next migrate, a function replaced outside its file', async () => {
    // As a numbered migration, or a person at a SQL prompt, would.
    await sql.raw(OLDER_APPEND_ONLY).execute(db());
    await expect(deleteAnEntry()).rejects.toThrow('journal_entries keeps every row it was given');
    await migrateToLatest(db());
    expect((await liveFunctions()).get('ledger_append_only')?.source).toBe(
      bodyOf(LEDGER_APPEND_ONLY),
    );
    await expect(deleteAnEntry()).rejects.toThrow('journal_entries is append-only');
  });

  it('changes no function when one text of a migrate fails', async () => {
    const before = await liveFunctions();
    // ledger_append_only is replaced first, then ledger_accounts_kept fails (no language).
    const broken = 'create or replace function ledger_accounts_kept() returns trigger as $$ $$';
    const texts = DATABASE_FUNCTIONS.map((text) => {
      if (text === LEDGER_APPEND_ONLY) return OLDER_APPEND_ONLY;
      return text === LEDGER_ACCOUNTS_KEPT ? broken : text;
    });
    await expect(applyDatabaseFunctions(db(), texts)).rejects.toThrow();
    expect(await liveFunctions()).toEqual(before);
    expect(await applyDatabaseFunctions(db(), DATABASE_FUNCTIONS)).toEqual([]);
  });
});
