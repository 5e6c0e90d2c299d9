import { createHmac, randomBytes } from 'node:crypto';
import { apiKeySigningText, type OrderEvent } from '@wattle/shared/contracts';
import Big from 'big.js';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { priceTickJob } from '../src/modules/market/index.js';
import { expireDueOrders, orderTickHandler } from '../src/modules/orders/index.js';
import { createKey, customerWithKey, type KeyPair, signed } from './helpers/api-keys.js';
import { balanceOf, fund } from './helpers/ledger.js';
import {
  clusterReady,
  listen,
  nextEvent,
  recordEvents,
  useTwoInstances,
} from './helpers/sockets.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

let t: TestApp;
let url: string;
const open: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

/** The handshake's auth: signed as a GET of /v1/stream with no body. */
function streamAuth(key: KeyPair, nonce = randomBytes(12).toString('hex')) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', key.secret)
    .update(
      apiKeySigningText({ timestamp, nonce, method: 'GET', pathAndQuery: '/v1/stream', body: '' }),
    )
    .digest('hex');
  return { key: key.keyId, timestamp, nonce, signature };
}

/** Connects; resolves with the socket and the first `prices`, or rejects with the refusal. */
function connect(
  auth: Record<string, string>,
  { to = url, headers = {} }: { to?: string; headers?: Record<string, string> } = {},
) {
  const socket = io(`${to}/v1/stream`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth,
    extraHeaders: headers,
  });
  open.push(socket);
  const prices = nextEvent<unknown[]>(socket, 'prices');
  // A refused connection never sends prices: its test awaits the refusal, not this.
  prices.catch(() => undefined);
  return new Promise<{ socket: Socket; prices: Promise<unknown[]> }>((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, prices }));
    socket.once('connect_error', (error) => reject(error));
  });
}

describe('the public stream', () => {
  it('sends prices, balances to every key, and orders only to trade keys', async () => {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', '500');
    const reader = await createKey(t.app, customer.headers, { scopes: ['read'] });
    const trader = await createKey(t.app, customer.headers, { scopes: ['read', 'trade'] });

    const readStream = await connect(streamAuth(reader));
    const tradeStream = await connect(streamAuth(trader));
    expect((await readStream.prices).length).toBeGreaterThan(5);
    const readOrders = recordEvents(readStream.socket, 'orders');
    const balances = nextEvent<unknown[]>(readStream.socket, 'balances');
    const orders = nextEvent<{ tradeId: string }[]>(tradeStream.socket, 'orders');

    const quote = await signed(t.app, trader, 'POST', '/v1/quotes', {
      cryptoAssetId: 'btc',
      orderAmount: '100',
      orderType: 'buy',
      type: 'PREVIEW',
    });
    const { quoteId } = quote.json<{ data: { quoteId: string } }>().data;
    const order = await signed(
      t.app,
      trader,
      'POST',
      '/v1/orders',
      { quoteId, cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy', type: 'preview' },
      { headers: { 'idempotency-key': 'stream-order-1' } },
    );
    expect(order.statusCode, order.body).toBe(200);

    expect(JSON.stringify(await balances)).toContain('BTC');
    expect((await orders)[0]?.tradeId).toBe(order.json().data.tradeId);
    expect(readOrders).toEqual([]);
  });

  it('refuses a wrong signature, a replayed handshake and a revoked key', async () => {
    const { customer, key } = await customerWithKey(t.app, ['read']);

    await expect(connect({ ...streamAuth(key), signature: '0'.repeat(64) })).rejects.toThrow(
      /signature does not match/,
    );
    const auth = streamAuth(key, 'handshake-nonce-1');
    await connect(auth);
    await expect(connect(auth)).rejects.toThrow(/nonce was already used/);

    await t.app.inject({
      method: 'DELETE',
      url: `/user/api-keys/${key.keyId}`,
      headers: customer.headers,
    });
    await expect(connect(streamAuth(key))).rejects.toThrow(/revoked/);
  });
});

describe('order events on the stream', () => {
  afterEach(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/market/move',
      payload: { asset: 'BTC', reset: true },
    });
  });

  it('trade keys hear orders placed and cancelled in the app, and filled by a tick', async () => {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', '1000');
    const reader = await createKey(t.app, customer.headers, { scopes: ['read'] });
    const trader = await createKey(t.app, customer.headers, { scopes: ['read', 'trade'] });
    const readStream = await connect(streamAuth(reader));
    const tradeStream = await connect(streamAuth(trader));
    const readHeard = recordEvents<OrderEvent>(readStream.socket, 'order');
    const heard = recordEvents<OrderEvent>(tradeStream.socket, 'order');
    const quote = t.app.providers.market.quote('btc', new Date());
    if (!quote) throw new Error('btc has a price');
    const limitPrice = new Big(quote.buy).times(0.95).round(2).toFixed();

    // Placed and cancelled in the app, with the session.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/orders',
      headers: customer.headers,
      payload: { assetId: 'btc', kind: 'limit', side: 'buy', amount: '300', limitPrice },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placed.json().data;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/orders/${orderId}/cancel`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect
      .poll(() => heard.map(({ event, order }) => [event, order.orderId, order.state]))
      .toEqual([
        ['placed', orderId, 'open'],
        ['cancelled', orderId, 'cancelled'],
      ]);

    // Placed through the key, filled when the price crosses it.
    const viaKey = await signed(
      t.app,
      trader,
      'POST',
      '/v1/limit-orders',
      { assetId: 'btc', kind: 'limit', side: 'buy', amount: '300', limitPrice },
      { headers: { 'idempotency-key': 'stream-limit-1' } },
    );
    expect(viaKey.statusCode, viaKey.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/market/move',
      payload: { asset: 'BTC', price: new Big(quote.mid).times(0.9).toFixed(2) },
    });
    await priceTickJob([orderTickHandler])(t.app);
    await expect
      .poll(() => heard.map(({ event }) => event))
      .toEqual(['placed', 'cancelled', 'placed', 'filled']);
    const filled = heard[3]?.order;
    expect(filled).toMatchObject({ orderId: viaKey.json().data.orderId, state: 'filled' });
    expect(new Big(filled?.fillPrice?.decimalValue ?? '0').gt(0)).toBe(true);
    expect(readHeard).toEqual([]);
  });

  it('hears an order expire, its hold given back', async () => {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', '500');
    const trader = await createKey(t.app, customer.headers, { scopes: ['read', 'trade'] });
    const { socket } = await connect(streamAuth(trader));
    const heard = recordEvents<OrderEvent>(socket, 'order');
    const quote = t.app.providers.market.quote('btc', new Date());
    if (!quote) throw new Error('btc has a price');
    const dayAhead = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const placed = await signed(
      t.app,
      trader,
      'POST',
      '/v1/limit-orders',
      {
        assetId: 'btc',
        kind: 'limit',
        side: 'buy',
        amount: '200',
        limitPrice: new Big(quote.buy).times(0.5).round(2).toFixed(),
        expiresAt: dayAhead.toISOString(),
      },
      { headers: { 'idempotency-key': 'stream-expiring-1' } },
    );
    expect(placed.statusCode, placed.body).toBe(201);

    await expireDueOrders(t.app, new Date(dayAhead.getTime() + 1000));
    await expect
      .poll(() => heard.map(({ event, order }) => [event, order.state]))
      .toEqual([
        ['placed', 'open'],
        ['expired', 'expired'],
      ]);
    expect(await balanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('500');
  });
});

describe('the allow-list of a stream', () => {
  // The balancer is this machine: the app trusts its hop, as TRUSTED_PROXIES says in production.
  let behind: TestApp;
  let behindUrl: string;
  beforeAll(async () => {
    behind = await createTestApp({ env: { TRUSTED_PROXIES: ['127.0.0.1', '::1'] } });
    behindUrl = await listen(behind.app);
  });
  afterAll(async () => {
    await behind.close();
  });

  it('behind the trusted proxy, checks the forwarded client as the REST routes do', async () => {
    const customer = await signedInUser(behind.app);
    const key = await createKey(behind.app, customer.headers, {
      scopes: ['read'],
      allowList: ['203.0.113.0/24'],
    });
    const inside = { 'x-forwarded-for': '203.0.113.9' };
    const outside = { 'x-forwarded-for': '198.51.100.7' };

    const rest = await signed(behind.app, key, 'GET', '/v1/balances', undefined, {
      headers: inside,
    });
    expect(rest.statusCode).toBe(200);
    await connect(streamAuth(key), { to: behindUrl, headers: inside });

    const restRefused = await signed(behind.app, key, 'GET', '/v1/balances', undefined, {
      headers: outside,
    });
    expect(restRefused.statusCode).toBe(403);
    await expect(connect(streamAuth(key), { to: behindUrl, headers: outside })).rejects.toThrow(
      /198\.51\.100\.7/,
    );
  });

  it('with no trusted proxy, a forwarded address the caller writes itself counts for nothing', async () => {
    const customer = await signedInUser(t.app);
    const key = await createKey(t.app, customer.headers, {
      scopes: ['read'],
      allowList: ['203.0.113.0/24'],
    });
    const claimed = { 'x-forwarded-for': '203.0.113.9' };
    const rest = await signed(t.app, key, 'GET', '/v1/balances', undefined, { headers: claimed });
    expect(rest.statusCode).toBe(403);
    const refusal = await connect(streamAuth(key), { headers: claimed }).then(
      () => new Error('connected'),
      (error: Error) => error,
    );
    expect(refusal.message).toMatch(/may not be used from (::ffff:)?127\.0\.0\.1/);
  });
});

describe.skipIf(!clusterReady)(
  'the public stream across two API instances (needs DATABASE_URL and REDIS_URL)',
  () => {
    const cluster = useTwoInstances();

    it('a stream on one instance hears the orders made through the other, quickly trade after trade', async () => {
      const { first, secondUrl } = cluster;
      const customer = await signedInUser(first);
      await fund(first.db, customer.user.user_id, 'aud', '500');
      const trader = await createKey(first, customer.headers, { scopes: ['read', 'trade'] });
      const stream = await connect(streamAuth(trader), { to: secondUrl });
      await stream.prices;
      const balances = recordEvents(stream.socket, 'balances');
      const orders = recordEvents<{ tradeId: string }[]>(stream.socket, 'orders');

      const tradeIds: string[] = [];
      for (const [index, orderAmount] of ['40', '60'].entries()) {
        const quote = await signed(first, trader, 'POST', '/v1/quotes', {
          cryptoAssetId: 'btc',
          orderAmount,
          orderType: 'buy',
          type: 'PREVIEW',
        });
        const { quoteId } = quote.json<{ data: { quoteId: string } }>().data;
        const order = await signed(
          first,
          trader,
          'POST',
          '/v1/orders',
          { quoteId, cryptoAssetId: 'btc', orderAmount, orderType: 'buy', type: 'preview' },
          { headers: { 'idempotency-key': `across-${index}` } },
        );
        expect(order.statusCode, order.body).toBe(200);
        tradeIds.push(order.json<{ data: { tradeId: string } }>().data.tradeId);
      }

      // The newest trades reach the other instance's stream, the second order's included, and
      // so do the balances: a message of their own, which may come before or after the orders.
      await expect
        .poll(() => orders.at(-1)?.map((trade) => trade.tradeId), { timeout: 5000 })
        .toEqual(expect.arrayContaining(tradeIds));
      await expect
        .poll(() => JSON.stringify(balances.at(-1) ?? null), { timeout: 5000 })
        .toContain('BTC');
    });
  },
);
