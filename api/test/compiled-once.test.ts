import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../src/db/compiled-once.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { prepared } from '../src/db/prepared-statements.js';
import { freshDatabase } from './helpers/test-app.js';

describe('a statement compiled once', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  it("is built once per database, and each call runs with its own values and the statement's own", async () => {
    let builds = 0;
    const echo = compiledOnce(['first', 'second'], (db, { first, second }) => {
      builds += 1;
      return db
        .selectNoFrom((eb) => [
          eb.val(second).as('second'),
          eb.val('always').as('fixed'),
          eb.val(first).as('first'),
        ])
        .modifyFront(prepared);
    });

    const answers = await Promise.all([
      echo(handle.db, { first: 'a', second: 'b' }),
      echo(handle.db, { first: 'c', second: 'd' }),
    ]);
    expect(answers).toEqual([
      [{ first: 'a', second: 'b', fixed: 'always' }],
      [{ first: 'c', second: 'd', fixed: 'always' }],
    ]);
    expect(await echo(handle.db, { first: 'e', second: 'f' })).toEqual([
      { first: 'e', second: 'f', fixed: 'always' },
    ]);
    expect(builds).toBe(1);
  });

  it('refuses a value the statement never binds', async () => {
    const careless = compiledOnce(['used', 'forgotten'], (db, { used }) =>
      db.selectNoFrom((eb) => eb.val(used).as('used')),
    );
    await expect(careless(handle.db, { used: 'x', forgotten: 'y' })).rejects.toThrow(
      'forgotten never became a bound parameter',
    );
  });
});
