import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.js';
import { prepared, preparedName } from '../src/db/prepared-statements.js';
import { freshDatabase } from './helpers/test-app.js';

const onPostgres = process.env.WATTLE_TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('prepared statements on the hot path (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase('postgres'));
  });
  afterAll(() => drop());

  const preparedOnThisConnection = sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements
  `;

  it('parses a marked statement once per connection, under one name, and leaves the rest alone', async () => {
    await handle.db.connection().execute(async (connection) => {
      const marked = connection.selectNoFrom(sql<number>`${prepared} 1`.as('one'));
      for (let i = 0; i < 3; i += 1) expect((await marked.execute())[0]?.one).toBe(1);
      await connection.selectNoFrom(sql<number>`2`.as('two')).execute();
      const statements = (await preparedOnThisConnection.execute(connection)).rows;
      expect(statements).toEqual([
        { name: preparedName(marked.compile().sql), statement: marked.compile().sql },
      ]);
    });
  });
});
