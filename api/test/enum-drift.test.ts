import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, type DatabaseHandle } from '../src/db/database.js';
import { COLUMN_ENUMS } from '../src/db/enums.js';
import { freshDatabase } from './helpers/test-app.js';

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
beforeAll(async () => {
  database = await freshDatabase();
  await migrateToLatest(database.handle.db);
});
afterAll(async () => {
  await database.drop();
});

/** `CHECK ((role = ANY (ARRAY['user'::text, 'admin'::text])))`, as PostgreSQL prints `role in (…)`. */
const ENUM_CHECK = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/;

/** Every one-column enumerated CHECK of the migrated database, as `table.column` → values. */
async function liveEnums(): Promise<Map<string, string[]>> {
  const checks = await sql<{ table_name: string; definition: string }>`
    select c.conrelid::regclass::text as table_name, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'c' and n.nspname = current_schema()
  `.execute(database.handle.db);
  const enums = new Map<string, string[]>();
  for (const { table_name: table, definition } of checks.rows) {
    const match = ENUM_CHECK.exec(definition);
    if (!match) continue;
    const [, column, list = ''] = match;
    const key = `${table}.${column}`;
    expect(enums.has(key), `${key} has two value lists`).toBe(false);
    enums.set(
      key,
      [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map(([, value = '']) =>
        value.replaceAll("''", "'"),
      ),
    );
  }
  return enums;
}

/** What src/db/enums.ts (and through it the wire contracts) says each column holds. */
function declaredEnums(): Map<string, string[]> {
  return new Map(
    Object.entries(COLUMN_ENUMS).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, values]): [string, string[]] => [
        `${table}.${column}`,
        [...(values as readonly string[])],
      ]),
    ),
  );
}

const sorted = (values: readonly string[]) => [...values].sort();

describe('enumerated columns', () => {
  it('allow in the database exactly what the contracts and the schema types say', async () => {
    const live = await liveEnums();
    const declared = declaredEnums();
    const drift = [...new Set([...live.keys(), ...declared.keys()])]
      .sort()
      .filter((key) => {
        const inDatabase = live.get(key);
        const inCode = declared.get(key);
        return !inDatabase || !inCode || sorted(inDatabase).join() !== sorted(inCode).join();
      })
      .map(
        (key) =>
          `${key}: the database allows ${JSON.stringify(live.get(key) ?? 'anything')}, ` +
          `src/db/enums.ts says ${JSON.stringify(declared.get(key) ?? 'nothing')}`,
      );
    // A value added to a contract or to enums.ts needs a new migration changing the CHECK.
    expect(drift).toEqual([]);
  });

  it('reads the CHECK constraints as PostgreSQL prints them', async () => {
    const live = await liveEnums();
    expect(live.get('users.role')).toEqual(['user', 'support_lv1', 'support_lv2', 'admin']);
    expect(live.get('kyc_submissions.pep_result')).toEqual(['found', 'not_found']);
  });
});
