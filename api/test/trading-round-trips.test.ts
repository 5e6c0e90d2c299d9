import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { quote, submit } from './helpers/trading.js';
import { buildLoggedApp, StatementLog } from './helpers/statement-log.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
/** A second API instance on the same database, whose statements are logged. */
let counted: FastifyInstance;
const log = new StatementLog();

beforeAll(async () => {
  t = await createTestApp();
  counted = await buildLoggedApp(t, log);
});
afterAll(async () => {
  await counted.close();
  await expectLedgerSound(t.app.db);
  await t.close();
});

describe('an order submit is one round trip after the session check', () => {
  it.each([
    ['buy', { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy' }, {}],
    ['sell', { cryptoAssetId: 'btc', orderAmount: '0.01', orderType: 'sell' }, {}],
    [
      'swap, under an Idempotency-Key',
      { cryptoAssetId: 'btc', orderAmount: '0.01', orderType: 'swap', targetAssetId: 'eth' },
      { 'idempotency-key': 'round-trip-swap-1' },
    ],
  ])('%s', async (_name, order, keyHeaders) => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    await fund(t.app.db, user.user_id, 'btc', '1');
    const quoted = await quote(counted, headers, order);
    expect(quoted.statusCode).toBe(200);
    const body = {
      quoteId: quoted.json().data.quoteId as string,
      cryptoAssetId: order.cryptoAssetId,
      orderAmount: order.orderAmount,
      orderType: order.orderType,
      type: 'preview',
    };
    let answer: Awaited<ReturnType<typeof submit>> | undefined;
    const statements = await log.of(async () => {
      answer = await submit(counted, { ...headers, ...keyHeaders }, body);
    });
    expect(answer?.statusCode).toBe(200);
    // The session (with role and permissions), then the whole execution.
    expect(statements).toEqual(['SelectQueryNode', 'RawNode']);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).not.toBe('1');
  });

  it('replays a keyed execution with the first answer, in the same one round trip', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    const quoted = await quote(counted, headers, {
      cryptoAssetId: 'eth',
      orderAmount: '50',
      orderType: 'buy',
    });
    const body = {
      quoteId: quoted.json().data.quoteId as string,
      cryptoAssetId: 'eth',
      orderAmount: '50',
      orderType: 'buy',
      type: 'preview',
    };
    const keyed = { ...headers, 'idempotency-key': 'round-trip-replay-1' };
    const first = await submit(counted, keyed, body);
    let again: Awaited<ReturnType<typeof submit>> | undefined;
    const statements = await log.of(async () => {
      again = await submit(counted, keyed, body);
    });
    expect(again?.statusCode).toBe(200);
    expect(again?.json()).toEqual(first.json());
    expect(statements).toEqual(['SelectQueryNode', 'RawNode']);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('950');
  });

  it('replays an answer stored the old way: the whole result (before migration 0015)', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    const quoted = await quote(counted, headers, {
      cryptoAssetId: 'sol',
      orderAmount: '20',
      orderType: 'buy',
    });
    const body = {
      quoteId: quoted.json().data.quoteId as string,
      cryptoAssetId: 'sol',
      orderAmount: '20',
      orderType: 'buy',
      type: 'preview',
    };
    const keyed = { ...headers, 'idempotency-key': 'stored-before-0015' };
    const first = await submit(counted, keyed, body);
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(first.json().data) })
      .where('user_id', '=', user.user_id)
      .where('key', '=', 'stored-before-0015')
      .execute();
    const replay = await submit(counted, keyed, body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('980');
  });
});

// `create or replace function` without these settings drops them: the functions' texts
// (db/functions/trades.ts) must carry them, or every trade is planned again — and, with
// sequential scans priced out, compiled again by JIT.
describe('the trade functions plan their statements once per connection, without JIT', () => {
  it.each([
    'wattle_submit_quote',
    'wattle_submit_quotes',
    'wattle_execute_trades',
    'wattle_trade_postings',
    'wattle_fill_orders',
  ])('%s', async (name) => {
    const { rows } = await sql<{ settings: string[] | null }>`
      select proconfig as settings from pg_proc where proname = ${name}
    `.execute(t.app.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.settings).toEqual(
      expect.arrayContaining([
        'plan_cache_mode=force_generic_plan',
        'enable_seqscan=off',
        'jit=off',
      ]),
    );
  });
});

describe.skipIf(process.env.WATTLE_TEST_DB !== 'postgres')('on PostgreSQL', () => {
  it("the API's connections run without JIT, whatever a statement's estimated cost", async () => {
    const { rows } = await sql<{ jit: string }>`show jit`.execute(t.app.db);
    expect(rows[0]?.jit).toBe('off');
  });
});
