import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceTickJob } from '../src/modules/market/index.js';
import {
  claimOrdersCrossedBy,
  fillClaimedOrders,
  orderTickHandler,
} from '../src/modules/orders/index.js';
import { placeOrder } from '../src/modules/orders/order-service.js';
import { expectLedgerSound, fund } from './helpers/ledger.js';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser } from './helpers/users.js';

/**
 * Two API instances on one PostgreSQL fill the same crossed orders at the same moment. Only
 * PostgreSQL runs them truly in parallel; PGlite is one session.
 */
const onPostgres = process.env.WATTLE_TEST_DB === 'postgres';

const COINS = ['btc', 'eth', 'sol'] as const;
const CUSTOMERS = 50;
const ORDERS_EACH = 20;

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  other = await buildTestApp(t.database);
});
afterAll(async () => {
  if (!onPostgres) return;
  for (const asset of COINS) {
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/market/move',
      payload: { asset, reset: true },
    });
  }
  await expectLedgerSound(t.app.db);
  await other.close();
  await t.close();
});

const askOf = (assetId: string) => {
  const quote = t.app.providers.market.quote(assetId, new Date());
  if (!quote) throw new Error(`${assetId} has a price`);
  return quote;
};

/** `count` limit buys of $25 each, 5 % under the ask, spread over the customers and coins. */
async function placeCrossable(count: number): Promise<string[]> {
  const users: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const user = await createUser(t.app.db);
    await fund(t.app.db, user.user_id, 'aud', String(25 * ORDERS_EACH));
    users.push(user.user_id);
  }
  const ids: string[] = [];
  const batches = Array.from({ length: count / 10 }, (_, batch) => batch);
  for (const batch of batches) {
    const placed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const n = batch * 10 + i;
        const assetId = COINS[n % COINS.length] ?? 'btc';
        return placeOrder(t.app, {
          userId: users[n % users.length] ?? '',
          idempotencyKey: undefined,
          request: {
            assetId,
            kind: 'limit',
            side: 'buy',
            amount: '25',
            limitPrice: askOf(assetId).buy.times(0.95).toFixed(2),
          },
        });
      }),
    );
    ids.push(...placed.map((order) => order.orderId));
  }
  return ids;
}

async function moveAllDown() {
  for (const asset of COINS) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/market/move',
      payload: { asset, percent: -10 },
    });
    expect(response.statusCode).toBe(200);
  }
}

async function expectFilledOnce(orderIds: readonly string[]) {
  const rows = await t.app.db
    .selectFrom('orders')
    .innerJoin('trades', 'trades.trade_id', 'orders.trade_id')
    .select([
      'orders.order_id',
      'orders.state',
      'orders.limit_price',
      'orders.user_id',
      'trades.user_id as trade_user',
      'trades.price',
      'trades.status',
    ])
    .where('orders.order_id', 'in', [...orderIds])
    .execute();
  expect(rows).toHaveLength(orderIds.length);
  for (const row of rows) {
    expect(row.state).toBe('filled');
    expect(row.status).toBe('complete');
    expect(row.trade_user).toBe(row.user_id);
    expect(new Big(row.price).lte(row.limit_price ?? '0')).toBe(true);
  }
  // One trade per order, never two: every trade of an order is the one the order names.
  const trades = await t.app.db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('type', '=', 'order')
    .executeTakeFirstOrThrow();
  expect(Number(trades.n)).toBe(orderIds.length);
  const negative = await t.app.db
    .selectFrom('ledger_accounts')
    .select('account_id')
    .where('balance', '<', '0')
    .execute();
  expect(negative).toEqual([]);
  await expectLedgerSound(t.app.db);
}

describe.skipIf(!onPostgres)('two instances filling the same orders (PostgreSQL)', () => {
  it('fills each of 1,000 crossed orders once when both instances take the same tick', async () => {
    const orderIds = await placeCrossable(CUSTOMERS * ORDERS_EACH);
    await moveAllDown();
    await Promise.all([
      priceTickJob([orderTickHandler])(t.app),
      priceTickJob([orderTickHandler])(other),
    ]);
    // A fill that kept colliding with the other instance's stays `filling`, never rejected:
    // the next tick's pass of stalled fills finishes it, as this one does.
    await fillClaimedOrders(t.app, orderIds);
    await expectFilledOnce(orderIds);
  }, 300_000);

  it('fills a claimed order once when both instances resume it at the same moment', async () => {
    for (const asset of COINS) {
      await t.app.inject({
        method: 'POST',
        url: '/sandbox/market/move',
        payload: { asset, reset: true },
      });
    }
    const before = await t.app.db
      .selectFrom('trades')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'order')
      .executeTakeFirstOrThrow();
    const orderIds = await placeCrossable(200);
    await moveAllDown();
    const prices = COINS.map((assetId) => {
      const quote = askOf(assetId);
      return {
        assetId,
        bid: quote.sell.toFixed(),
        ask: quote.buy.toFixed(),
        mid: quote.mid.toFixed(),
      };
    });
    const claimed = await claimOrdersCrossedBy(t.app, prices, new Date());
    expect(claimed.map((order) => order.order_id).sort()).toEqual([...orderIds].sort());
    await Promise.all([fillClaimedOrders(t.app, orderIds), fillClaimedOrders(other, orderIds)]);
    // Whatever one instance skipped while the other held it, a later pass finishes.
    await fillClaimedOrders(t.app, orderIds);
    const after = await t.app.db
      .selectFrom('trades')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('type', '=', 'order')
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(200);
    const states = await t.app.db
      .selectFrom('orders')
      .select('state')
      .where('order_id', 'in', orderIds)
      .execute();
    expect(states.every((row) => row.state === 'filled')).toBe(true);
    await expectLedgerSound(t.app.db);
  }, 300_000);
});
