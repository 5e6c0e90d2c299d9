import { CLOSED_ORDERS_PAGE } from '@wattle/shared/contracts';
import Big from 'big.js';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postOrderHold, postOrderHoldRelease } from '../src/modules/ledger/index.js';
import { priceTickJob } from '../src/modules/market/index.js';
import {
  claimOrdersCrossedBy,
  fillClaimedOrders,
  orderTickHandler,
  STALLED_FILL_MS,
} from '../src/modules/orders/index.js';
import { rowsOwnedBy } from './helpers/db.js';
import { balanceOf, expectLedgerSound, fund, holdUnits } from './helpers/ledger.js';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  for (const asset of ['BTC', 'ETH']) {
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/market/move',
      payload: { asset, reset: true },
    });
  }
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

const place = (headers: Headers, body: Record<string, unknown>, extra: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/orders',
    headers: { ...headers, ...extra },
    payload: { assetId: 'btc', kind: 'limit', side: 'buy', amount: '500', ...body },
  });

const cancel = (headers: Headers, orderId: string, extra: Headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/orders/${orderId}/cancel`,
    headers: { ...headers, ...extra },
  });

/** The coin's prices now, on this instance: bid, ask and mid. */
function pricesOf(assetId: string, app: FastifyInstance = t.app) {
  const quote = app.providers.market.quote(assetId, new Date());
  if (!quote) throw new Error(`${assetId} has a price`);
  return { bid: quote.sell, ask: quote.buy, mid: quote.mid };
}

const moveTo = (asset: string, price: Big) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/market/move',
    payload: { asset, price: price.toFixed(2) },
  });

/** One poll of a fresh price-tick job running the orders' handler: a tick on that instance. */
const tick = (app: FastifyInstance = t.app) => priceTickJob([orderTickHandler])(app);

async function orderRow(orderId: string) {
  return t.app.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** What the customer's open orders hold in an asset, in smallest units. */
const orderHeld = async (userId: string, assetId: string) =>
  String(await holdUnits(t.app.db, userId, assetId, 'order_hold'));

async function customer(aud = '1000', btc?: string) {
  const signedIn = await signedInUser(t.app);
  await fund(t.app.db, signedIn.user.user_id, 'aud', aud);
  if (btc) await fund(t.app.db, signedIn.user.user_id, 'btc', btc);
  return signedIn;
}

const orderCount = async (userId: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('placing and cancelling an order', () => {
  it('holds the money of a limit buy, lists it, and gives it back whole on cancel', async () => {
    const { user, headers } = await customer('1000');
    const limit = pricesOf('btc').ask.times(0.9).round(2);
    const placed = await place(headers, { limitPrice: limit.toFixed() });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ kind: 'limit', side: 'buy', state: 'open', expiresAt: null });
    expect(order.amount.decimalValue).toBe('500');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('500');
    expect(await orderHeld(user.user_id, 'aud')).toBe('500000000000000000000');

    const listed = await t.app.inject({ method: 'GET', url: '/orders', headers });
    expect(listed.json().data.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);

    // Held money cannot be spent again: a second order for more than is left is refused.
    const second = await place(headers, { limitPrice: limit.toFixed(), amount: '600' });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Insufficient funds');

    const cancelled = await cancel(headers, order.orderId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
    expect(await orderHeld(user.user_id, 'aud')).toBe('0');

    const again = await cancel(headers, order.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/no longer open/);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
    await expectLedgerSound(t.app.db);
  });

  it('refuses bad input with a clear 4xx, and holds nothing', async () => {
    const { user, headers } = await customer('1000', '0.5');
    const { bid } = pricesOf('btc');
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ limitPrice: '0' }, 400, /price above zero/],
      [{ limitPrice: '-5' }, 400, /positive decimal/],
      [{ limitPrice: '1.123456789' }, 400, /at most 8 decimals/],
      [{}, 400, /limit price/],
      [{ limitPrice: '100', expiresAt: past }, 400, /expiry must be in the future/],
      [{ limitPrice: '100', expiresAt: 'tomorrow' }, 400, /date and time/],
      [{ limitPrice: '100', amount: '0.5' }, 400, /^The minimum buy is \$10\.00$/],
      [{ limitPrice: '100', amount: '10.123' }, 400, /dollars and cents/],
      [{ limitPrice: '100', amount: '5000' }, 400, /Insufficient funds/],
      [{ limitPrice: '100', assetId: 'nope' }, 400, /cannot be traded/],
      [{ limitPrice: '100', kind: 'stop_loss', stopPrice: '100' }, 400, /sell coins you hold/],
      [
        { kind: 'stop_loss', side: 'sell', amount: '0.1', stopPrice: bid.times(1.1).toFixed(2) },
        400,
        /below the price you could sell at now/,
      ],
      [
        { kind: 'take_profit', side: 'sell', amount: '0.1', limitPrice: bid.times(0.9).toFixed(2) },
        400,
        /above the price you could sell at now/,
      ],
      [
        { kind: 'oco', side: 'sell', amount: '0.1', limitPrice: bid.times(1.2).toFixed(2) },
        400,
        /stop-loss price/,
      ],
      [{ side: 'sell', amount: '2', limitPrice: '100' }, 400, /Insufficient funds/],
      [{ kind: 'market', limitPrice: '100' }, 400, /kind/],
    ];
    for (const [body, status, message] of cases) {
      const response = await place(headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect(await orderCount(user.user_id)).toBe(0);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.5');
  });

  it("answers 404 for another customer's order, and leaves it alone", async () => {
    const owner = await customer('1000');
    const other = await customer('1000');
    const placed = await place(owner.headers, { limitPrice: '1000' });
    const { orderId } = placed.json().data;
    expect((await cancel(other.headers, orderId)).statusCode).toBe(404);
    const read = await t.app.inject({
      method: 'GET',
      url: `/orders/${orderId}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    expect((await cancel(other.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await cancel(other.headers, 'not-an-id')).statusCode).toBe(400);
    expect((await orderRow(orderId)).state).toBe('open');
    await cancel(owner.headers, orderId);
  });

  it('places and cancels once under an Idempotency-Key', async () => {
    const { user, headers } = await customer('1000');
    const key = { 'idempotency-key': `place-${crypto.randomUUID()}` };
    const first = await place(headers, { limitPrice: '1000', amount: '100' }, key);
    const replay = await place(headers, { limitPrice: '1000', amount: '100' }, key);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.orderId).toBe(first.json().data.orderId);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('900');
    const reused = await place(headers, { limitPrice: '1000', amount: '200' }, key);
    expect(reused.statusCode).toBe(422);

    const cancelKey = { 'idempotency-key': `cancel-${crypto.randomUUID()}` };
    const { orderId } = first.json().data;
    expect((await cancel(headers, orderId, cancelKey)).statusCode).toBe(200);
    const cancelReplay = await cancel(headers, orderId, cancelKey);
    expect(cancelReplay.statusCode).toBe(200);
    expect(cancelReplay.json().data.state).toBe('cancelled');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
  });
});

describe('listing closed orders', () => {
  const closedPage = (headers: Headers, before?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/orders?state=closed${before ? `&before=${before}` : ''}`,
      headers,
    });

  it('pages closed orders, latest closed first, and lists only the caller’s', async () => {
    const { headers } = await customer('1000');
    const cancelled: string[] = [];
    for (let i = 0; i < CLOSED_ORDERS_PAGE + 1; i += 1) {
      const { orderId } = (await place(headers, { limitPrice: '1000', amount: '20' })).json().data;
      expect((await cancel(headers, orderId)).statusCode).toBe(200);
      cancelled.push(orderId);
    }
    const open = (await place(headers, { limitPrice: '1000', amount: '20' })).json().data;

    const first = await closedPage(headers);
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.map((o: { orderId: string }) => o.orderId)).toEqual(cancelled.slice(1).reverse());
    expect(page[0]).toMatchObject({ state: 'cancelled', fillPrice: null, reason: null });
    expect(Date.parse(page[0].closedAt)).toBeGreaterThanOrEqual(Date.parse(page[0].createdAt));
    const next = (await closedPage(headers, page.at(-1).orderId)).json().data;
    expect(next.map((o: { orderId: string }) => o.orderId)).toEqual([cancelled[0]]);

    // A page after an order that is not one of the caller's closed ones is not found.
    expect((await closedPage(headers, open.orderId)).statusCode).toBe(404);
    const other = await customer('1000');
    expect((await closedPage(other.headers)).json().data).toEqual([]);
    expect((await closedPage(other.headers, cancelled[0])).statusCode).toBe(404);
    expect((await closedPage(headers, 'nope')).statusCode).toBe(400);
    const badState = await t.app.inject({ method: 'GET', url: '/orders?state=gone', headers });
    expect(badState.statusCode).toBe(400);
    expect(badState.json().message).toMatch(/state must be open or closed/);
    await cancel(headers, open.orderId);
  });
});

describe('filling orders from price ticks', () => {
  it('fills a limit buy at or below its price once the sandbox price crosses it', async () => {
    const { user, headers } = await customer('1000');
    const { ask, mid } = pricesOf('btc');
    const limit = ask.times(0.95).round(2);
    const { orderId } = (await place(headers, { limitPrice: limit.toFixed() })).json().data;

    await tick();
    expect((await orderRow(orderId)).state).toBe('open');

    await moveTo('BTC', mid.times(0.9));
    await tick();
    const filled = await orderRow(orderId);
    expect(filled.state).toBe('filled');
    const trade = await t.app.db
      .selectFrom('trades')
      .selectAll()
      .where('trade_id', '=', filled.trade_id)
      .executeTakeFirstOrThrow();
    expect(trade).toMatchObject({ type: 'order', status: 'complete', side: 'buy' });
    expect(new Big(trade.price).lte(limit)).toBe(true);
    expect(trade.spend_amount).toBe('500000000000000000000');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('500');
    expect(await orderHeld(user.user_id, 'aud')).toBe('0');
    expect(new Big(await balanceOf(t.app.db, user.user_id, 'btc')).gt(0)).toBe(true);

    const read = (await t.app.inject({ method: 'GET', url: `/orders/${orderId}`, headers })).json()
      .data;
    expect(read.state).toBe('filled');
    expect(new Big(read.fillPrice.decimalValue).lte(limit)).toBe(true);
    const closed = (
      await t.app.inject({ method: 'GET', url: '/orders?state=closed', headers })
    ).json().data;
    expect(closed).toEqual([read]);
    const notifications = (
      await t.app.inject({ method: 'GET', url: '/notification', headers })
    ).json().data;
    expect(notifications[0]).toMatchObject({ title: 'Order filled', type: 'success' });

    // The history shows the fill like a trade, with the order it filled.
    const history = (
      await t.app.inject({ method: 'GET', url: '/transaction/history', headers })
    ).json().data;
    const group = history.groups.find((g: { groupId: string }) => g.groupId === filled.trade_id);
    expect(group).toMatchObject({ kind: 'buy', status: 'complete', order: { kind: 'limit' } });
    expect(new Big(group.order.limitPrice.decimalValue).eq(limit)).toBe(true);
    expect(new Date(group.order.placedAt).getTime()).toBeLessThanOrEqual(
      new Date(group.occurredAt).getTime(),
    );

    // A second tick finds nothing more to do.
    await tick();
    expect(await rowsOwnedBy(t.app.db, 'trades', user.user_id)).toHaveLength(1);
    await expectLedgerSound(t.app.db);
  });

  it('sells at a stop-loss, and fills one side of a pair only', async () => {
    const { user, headers } = await customer('0', '0.3');
    const { bid, mid } = pricesOf('btc');
    const stopPrice = bid.times(0.9).toFixed(2);
    const limitPrice = bid.times(1.1).toFixed(2);
    const sell = async (body: Record<string, unknown>) =>
      (await place(headers, { side: 'sell', amount: '0.1', ...body })).json().data;
    const stop = await sell({ kind: 'stop_loss', stopPrice });
    const pair = await sell({ kind: 'oco', stopPrice, limitPrice });
    const profit = await sell({ kind: 'take_profit', limitPrice });
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0');

    await moveTo('BTC', mid.times(0.85));
    await tick();
    expect((await orderRow(stop.orderId)).state).toBe('filled');
    expect((await orderRow(pair.orderId)).state).toBe('filled');
    expect((await orderRow(profit.orderId)).state).toBe('open');
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0');
    expect(new Big(await balanceOf(t.app.db, user.user_id, 'aud')).gt(0)).toBe(true);
    await cancel(headers, profit.orderId);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.1');
  });

  it('gives the hold back when an order expires', async () => {
    const { user, headers } = await customer('1000');
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { orderId } = (await place(headers, { limitPrice: '1000', expiresAt })).json().data;
    await t.app.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('order_id', '=', orderId)
      .execute();
    await tick();
    const row = await orderRow(orderId);
    expect(row.state).toBe('expired');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
    const notifications = (
      await t.app.inject({ method: 'GET', url: '/notification', headers })
    ).json().data;
    expect(notifications[0]).toMatchObject({ title: 'Order expired' });
    expect((await cancel(headers, orderId)).statusCode).toBe(409);
  });

  it('rejects a fill the customer may no longer make, or for a paused coin, and gives the hold back', async () => {
    const suspended = await customer('1000');
    const paused = await customer('1000');
    const { ask, mid } = pricesOf('btc');
    const limitPrice = ask.times(0.95).toFixed(2);
    const first = (await place(suspended.headers, { limitPrice })).json().data;
    await t.app.db
      .insertInto('permission_suspensions')
      .values({
        user_id: suspended.user.user_id,
        permission: 'BUY',
        reason: 'test',
        suspended_by: suspended.user.user_id,
      })
      .execute();

    const ethLimit = pricesOf('eth').ask.times(0.95).toFixed(2);
    const second = (await place(paused.headers, { assetId: 'eth', limitPrice: ethLimit })).json()
      .data;
    await t.app.db
      .updateTable('assets')
      .set({ buy_enabled: false })
      .where('asset_id', '=', 'eth')
      .execute();
    try {
      await moveTo('BTC', mid.times(0.9));
      await moveTo('ETH', pricesOf('eth').mid.times(0.9));
      await tick();
    } finally {
      await t.app.db
        .updateTable('assets')
        .set({ buy_enabled: true })
        .where('asset_id', '=', 'eth')
        .execute();
    }
    const rejected = await orderRow(first.orderId);
    expect(rejected.state).toBe('rejected');
    expect(rejected.reason).toMatch(/Buying is suspended/);
    expect(await balanceOf(t.app.db, suspended.user.user_id, 'aud')).toBe('1000');
    const pausedRow = await orderRow(second.orderId);
    expect(pausedRow.state).toBe('rejected');
    expect(pausedRow.reason).toMatch(/Buying ETH is paused/);
    expect(await balanceOf(t.app.db, paused.user.user_id, 'aud')).toBe('1000');
    const notifications = (
      await t.app.inject({ method: 'GET', url: '/notification', headers: paused.headers })
    ).json().data;
    expect(notifications[0]).toMatchObject({ title: 'Order rejected', type: 'error' });
  });

  it('keeps a fill that kept colliding with others filling, not rejected, for a later pass', async () => {
    const { user, headers } = await customer('1000');
    const { ask, mid } = pricesOf('btc');
    const { orderId } = (await place(headers, { limitPrice: ask.times(0.95).toFixed(2) })).json()
      .data;
    // Every try of the fill meets a deadlock, as a fill among many on a busy database can.
    await sql`create function test_deadlock() returns trigger language plpgsql as $$
      begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`.execute(t.app.db);
    await sql`create trigger test_deadlock before insert on trades
      for each row execute function test_deadlock()`.execute(t.app.db);
    try {
      await moveTo('BTC', mid.times(0.9));
      await tick();
    } finally {
      await sql`drop trigger test_deadlock on trades`.execute(t.app.db);
      await sql`drop function test_deadlock()`.execute(t.app.db);
    }
    expect((await orderRow(orderId)).state).toBe('filling');
    expect(await orderHeld(user.user_id, 'aud')).toBe('500000000000000000000');

    await fillClaimedOrders(t.app, [orderId]);
    expect((await orderRow(orderId)).state).toBe('filled');
    expect(await orderHeld(user.user_id, 'aud')).toBe('0');
    await expectLedgerSound(t.app.db);
  });

  it('fills the rest of a tick when one order in it has lost its hold', async () => {
    const broken = await customer('1000');
    const others = [await customer('1000'), await customer('1000')];
    const { ask, mid } = pricesOf('btc');
    const limitPrice = ask.times(0.95).toFixed(2);
    const brokenId = (await place(broken.headers, { limitPrice })).json().data.orderId as string;
    const otherIds: string[] = [];
    for (const other of others) {
      otherIds.push((await place(other.headers, { limitPrice })).json().data.orderId as string);
    }
    // The ledger gives the broken order's hold back without closing the order.
    const hold = {
      userId: broken.user.user_id,
      assetId: 'aud',
      units: 500n * 10n ** 18n,
      description: 'test: hold taken away',
    };
    await t.app.db.transaction().execute((trx) => postOrderHoldRelease(trx, hold));

    await moveTo('BTC', mid.times(0.9));
    await tick();
    for (const orderId of otherIds) expect((await orderRow(orderId)).state).toBe('filled');
    expect((await orderRow(brokenId)).state).toBe('filling');
    expect(await balanceOf(t.app.db, broken.user.user_id, 'aud')).toBe('1000');

    // With its hold back, the next pass fills it.
    await t.app.db.transaction().execute((trx) => postOrderHold(trx, hold));
    await fillClaimedOrders(t.app, [brokenId]);
    expect((await orderRow(brokenId)).state).toBe('filled');
    expect(await orderHeld(broken.user.user_id, 'aud')).toBe('0');
    await expectLedgerSound(t.app.db);
  });

  it('resumes a fill cut short between claim and fill, on another instance, at the claimed prices', async () => {
    const { user, headers } = await customer('1000');
    const { ask, mid } = pricesOf('btc');
    const limit = ask.times(0.95).round(2);
    const { orderId } = (await place(headers, { limitPrice: limit.toFixed() })).json().data;
    await moveTo('BTC', mid.times(0.9));
    const crossing = pricesOf('btc');
    // The instance that claims it stops before it fills: only the claim happened.
    const claimed = await claimOrdersCrossedBy(
      t.app,
      [
        {
          assetId: 'btc',
          bid: crossing.bid.toFixed(),
          ask: crossing.ask.toFixed(),
          mid: crossing.mid.toFixed(),
        },
      ],
      new Date(),
    );
    expect(claimed.map((o) => o.order_id)).toContain(orderId);
    expect((await orderRow(orderId)).state).toBe('filling');
    // The price walks back above the limit before anyone resumes.
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/market/move',
      payload: { asset: 'BTC', reset: true },
    });

    const restarted = await buildTestApp(t.database);
    try {
      await tick(restarted);
      expect((await orderRow(orderId)).state).toBe('filling');
      await t.app.db
        .updateTable('orders')
        .set({ triggered_at: new Date(Date.now() - STALLED_FILL_MS - 1000) })
        .where('order_id', '=', orderId)
        .execute();
      await tick(restarted);
    } finally {
      await restarted.close();
    }
    const filled = await orderRow(orderId);
    expect(filled.state).toBe('filled');
    const trade = await t.app.db
      .selectFrom('trades')
      .select('price')
      .where('trade_id', '=', filled.trade_id)
      .executeTakeFirstOrThrow();
    expect(new Big(trade.price).eq(crossing.ask)).toBe(true);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('500');
    await expectLedgerSound(t.app.db);
  });
});
