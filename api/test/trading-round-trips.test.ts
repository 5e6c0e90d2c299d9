import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { balanceOf } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { quotedOrder, submit, type OrderTerms } from './helpers/trading.js';
import { StatementLog, useLoggedApp } from './helpers/statement-log.js';
import { fundedCustomer } from './helpers/users.js';

const t = useTestApp();
const log = new StatementLog();
/** A second API instance on the same database, whose statements are logged. */
const counted = useLoggedApp(t, log);

/** A customer with 1000 AUD buys `amount` AUD of a coin under an Idempotency-Key. */
async function firstKeyedBuy(cryptoAssetId: string, amount: string, idempotencyKey: string) {
  const { user, headers } = await fundedCustomer(t.app, { aud: '1000' });
  const body = await quotedOrder(counted(), headers, {
    cryptoAssetId,
    orderAmount: amount,
    orderType: 'buy',
  });
  const keyed = { ...headers, 'idempotency-key': idempotencyKey };
  const first = await submit(counted(), keyed, body);
  return { user, body, keyed, first };
}

describe('an order submit is one round trip after the session check', () => {
  it.each([
    ['buy', { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy' }, {}],
    ['sell', { cryptoAssetId: 'btc', orderAmount: '0.01', orderType: 'sell' }, {}],
    [
      'swap, under an Idempotency-Key',
      { cryptoAssetId: 'btc', orderAmount: '0.01', orderType: 'swap', targetAssetId: 'eth' },
      { 'idempotency-key': 'round-trip-swap-1' },
    ],
  ] as const satisfies [string, OrderTerms, Record<string, string>][])(
    '%s',
    async (_name, order, keyHeaders) => {
      const { user, headers } = await fundedCustomer(t.app, { aud: '1000', btc: '1' });
      const body = await quotedOrder(counted(), headers, order);
      let answer: Awaited<ReturnType<typeof submit>> | undefined;
      const statements = await log.of(async () => {
        answer = await submit(counted(), { ...headers, ...keyHeaders }, body);
      });
      expect(answer?.statusCode).toBe(200);
      // The session (with role and permissions), then the whole execution.
      expect(statements).toEqual(['SelectQueryNode', 'RawNode']);
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).not.toBe('1');
    },
  );

  it('replays a keyed execution with the first answer, in the same one round trip', async () => {
    const { user, body, keyed, first } = await firstKeyedBuy('eth', '50', 'round-trip-replay-1');
    let again: Awaited<ReturnType<typeof submit>> | undefined;
    const statements = await log.of(async () => {
      again = await submit(counted(), keyed, body);
    });
    expect(again?.statusCode).toBe(200);
    expect(again?.json()).toEqual(first.json());
    expect(statements).toEqual(['SelectQueryNode', 'RawNode']);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('950');
  });

  it('replays an answer stored the old way: the whole result (before migration 0015)', async () => {
    const { user, body, keyed, first } = await firstKeyedBuy('sol', '20', 'stored-before-0015');
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(first.json().data) })
      .where('user_id', '=', user.user_id)
      .where('key', '=', 'stored-before-0015')
      .execute();
    const replay = await submit(counted(), keyed, body);
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
