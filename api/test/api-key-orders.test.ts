import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { createKey, type KeyPair, signed } from './helpers/api-keys.js';
import { balanceOf, fund } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();

function btcQuote() {
  const quote = t.app.providers.market.quote('btc', new Date());
  if (!quote) throw new Error('btc has a price');
  return quote;
}

/** A limit buy 10 % below the ask: it waits. */
const waitingLimit = () => new Big(btcQuote().buy).times(0.9).round(2).toFixed();

const place = (key: KeyPair, body: Record<string, unknown>, idempotencyKey?: string) =>
  signed(
    t.app,
    key,
    'POST',
    '/v1/limit-orders',
    { assetId: 'btc', kind: 'limit', side: 'buy', amount: '400', ...body },
    idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {},
  );

const cancel = (key: KeyPair, orderId: string, idempotencyKey = `cancel-${orderId}`) =>
  signed(t.app, key, 'POST', `/v1/limit-orders/${orderId}/cancel`, undefined, {
    headers: { 'idempotency-key': idempotencyKey },
  });

async function trader(aud = '1000') {
  const customer = await signedInUser(t.app);
  await fund(t.app.db, customer.user.user_id, 'aud', aud);
  const key = await createKey(t.app, customer.headers, { scopes: ['read', 'trade'] });
  return { customer, key };
}

describe('limit and stop orders through /v1', () => {
  it('a trade key places, lists and cancels, the hold given back whole', async () => {
    const { customer, key } = await trader();
    const userId = customer.user.user_id;
    const placed = await place(key, { limitPrice: waitingLimit() }, 'v1-limit-place-1');
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ kind: 'limit', side: 'buy', state: 'open' });
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('600');

    // A retry under the same Idempotency-Key gets the first answer and holds nothing more.
    const retried = await place(
      key,
      { limitPrice: order.limitPrice.decimalValue },
      'v1-limit-place-1',
    );
    expect(retried.json().data.orderId).toBe(order.orderId);
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('600');

    const open = await signed(t.app, key, 'GET', '/v1/limit-orders');
    expect(open.statusCode).toBe(200);
    expect(open.json().data.map((o: { orderId: string }) => o.orderId)).toEqual([order.orderId]);
    const one = await signed(t.app, key, 'GET', `/v1/limit-orders/${order.orderId}`);
    expect(one.json().data.state).toBe('open');

    const cancelled = await cancel(key, order.orderId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.state).toBe('cancelled');
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('1000');

    const again = await cancel(key, order.orderId, 'another-cancel-1');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/no longer open/);
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('1000');

    const closed = await signed(t.app, key, 'GET', '/v1/limit-orders?state=closed');
    expect(closed.json().data).toEqual([expect.objectContaining({ orderId: order.orderId })]);
    expect((await signed(t.app, key, 'GET', '/v1/limit-orders')).json().data).toEqual([]);
  });

  it('a stop-loss sells coins held, and is cancelled the same way', async () => {
    const { customer, key } = await trader('0');
    await fund(t.app.db, customer.user.user_id, 'btc', '0.01');
    const stop = new Big(btcQuote().sell).times(0.8).round(2).toFixed();
    const placed = await place(
      key,
      { kind: 'stop_loss', side: 'sell', amount: '0.01', stopPrice: stop },
      'v1-stop-place-1',
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'btc')).toBe('0');
    await cancel(key, placed.json().data.orderId);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'btc')).toBe('0.01');
  });

  it('a read key is refused with 403 and places nothing', async () => {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', '1000');
    const reader = await createKey(t.app, customer.headers, { scopes: ['read'] });
    const placed = await place(reader, { limitPrice: waitingLimit() }, 'v1-read-place-1');
    expect(placed.statusCode).toBe(403);
    expect(placed.json().message).toMatch(/trade/);
    expect((await signed(t.app, reader, 'GET', '/v1/limit-orders')).statusCode).toBe(403);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('1000');
  });

  it("another key's order is a 404 and is left alone", async () => {
    const owner = await trader();
    const other = await trader();
    const placed = await place(owner.key, { limitPrice: waitingLimit() }, 'v1-owner-place-1');
    const { orderId } = placed.json().data;

    const read = await signed(t.app, other.key, 'GET', `/v1/limit-orders/${orderId}`);
    expect(read.statusCode).toBe(404);
    const cancelled = await cancel(other.key, orderId);
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json().message).toMatch(/order/i);
    const still = await signed(t.app, owner.key, 'GET', `/v1/limit-orders/${orderId}`);
    expect(still.json().data.state).toBe('open');
    await cancel(owner.key, orderId);
  });

  it('bad input is a 400 with a clear message, and holds nothing', async () => {
    const { customer, key } = await trader();
    const userId = customer.user.user_id;
    const limitPrice = waitingLimit();

    const noKey = await place(key, { limitPrice });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);

    const noPrice = await place(key, {}, 'v1-bad-1');
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().message).toBe('Enter the limit price');

    const stopBuy = await place(key, { kind: 'stop_loss', stopPrice: '1' }, 'v1-bad-2');
    expect(stopBuy.statusCode).toBe(400);
    expect(stopBuy.json().message).toMatch(/sell coins you hold/);

    const tooMuch = await place(key, { limitPrice, amount: '5000' }, 'v1-bad-3');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('Insufficient funds');

    const badId = await cancel(key, 'not-an-order');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/order was not found/);

    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('1000');
    expect((await signed(t.app, key, 'GET', '/v1/limit-orders')).json().data).toEqual([]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/v1/limit-orders', '/v1/limit-orders/{orderId}/cancel']),
    );
  });
});
