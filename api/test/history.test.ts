import { amountToBig, type Amount, type Trade, type Transaction } from '@wattle/shared/contracts';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getData } from './helpers/http.js';
import { balanceOf, expectLedgerSound } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { buyBucket, buySellSwap, quote, submit, tradeId } from './helpers/trading.js';
import { signedInCustomer } from './helpers/users.js';

type Headers = Record<string, string>;

let t: TestApp;
let alice: { userId: string; headers: Headers };
let bob: { userId: string; headers: Headers };
const ids = { buy: '', sell: '', swapSell: '', swapBuy: '', rejected: '', bucket: '', bob: '' };

const decimal = (amount: Amount | undefined) =>
  amount ? amountToBig(amount).toFixed() : undefined;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const data = <T>(url: string, headers: Headers) => getData<T>(t.app, url, headers);

/** An order whose quote expired before it was confirmed: recorded as rejected. */
async function rejectedBuy(headers: Headers): Promise<string> {
  const order = { cryptoAssetId: 'eth', orderAmount: '50', orderType: 'buy' as const };
  const { quoteId } = (await quote(t.app, headers, order)).json<{ data: { quoteId: string } }>()
    .data;
  await t.app.db
    .updateTable('trades')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('trade_id', '=', quoteId)
    .execute();
  const response = await submit(t.app, headers, { ...order, quoteId, type: 'preview' });
  expect(response.json().code).toBe('QuoteExpiredError');
  return quoteId;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInCustomer(t.app, { aud: '5000' });
  bob = await signedInCustomer(t.app, { aud: '500' });

  Object.assign(ids, await buySellSwap(t.app, alice.headers));
  ids.rejected = await rejectedBuy(alice.headers);
  ids.bucket = await buyBucket(t.app, alice.headers, '100');
  // A quote never confirmed is not history.
  await quote(t.app, alice.headers, { cryptoAssetId: 'sol', orderAmount: '20', orderType: 'buy' });

  ids.bob = await tradeId(t.app, bob.headers, {
    cryptoAssetId: 'eth',
    orderAmount: '100',
    orderType: 'buy',
  });
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

describe('GET /transaction/trades', () => {
  it('lists the caller’s complete and failed orders, newest first, and nobody else’s', async () => {
    const trades = await data<Trade[]>('/transaction/trades', alice.headers);
    const bucketLegs = trades.filter((row) => row.bucketOrderTrade !== null);
    expect(bucketLegs).toHaveLength(3);
    expect(trades.slice(bucketLegs.length).map((row) => row.tradeId)).toEqual([
      ids.rejected,
      ...[ids.swapSell, ids.swapBuy].sort().reverse(),
      ids.sell,
      ids.buy,
    ]);
    expect(trades.map((row) => row.tradeId)).not.toContain(ids.bob);
    expect(trades.every((row) => ['complete', 'rejected'].includes(row.status))).toBe(true);
    const times = trades.map((row) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('describes each trade: amounts, fee, swap legs, bucket and failure reason', async () => {
    const trades = await data<Trade[]>('/transaction/trades', alice.headers);
    const byId = new Map(trades.map((row) => [row.tradeId, row]));
    expect(byId.get(ids.buy)).toMatchObject({
      status: 'complete',
      side: 'buy',
      type: 'buy',
      orderType: 'buy',
      executionType: 'preview',
      spendAssetId: 'aud',
      receiveAssetId: 'btc',
      spendAmount: { decimalValue: '1000', name: 'AUD' },
      tradeFee: { decimalValue: '5.97' },
      swapId: null,
      bucketOrderTrade: null,
    });
    const swapSell = byId.get(ids.swapSell);
    const swapBuy = byId.get(ids.swapBuy);
    expect(swapSell).toMatchObject({ type: 'swap', side: 'sell', receiveAssetId: 'aud' });
    expect(swapBuy).toMatchObject({ type: 'swap', side: 'buy', receiveAssetId: 'eth' });
    expect(swapSell?.swapId).toBeTruthy();
    expect(swapBuy?.swapId).toBe(swapSell?.swapId);
    expect(swapBuy?.spendAmount).toEqual(swapSell?.receiveAmount);
    expect(byId.get(ids.rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'This quote has expired. Get a new quote and try again.',
    });
    const leg = trades.find((row) => row.bucketOrderTrade !== null);
    expect(leg).toMatchObject({
      type: 'buy bucket',
      executionType: 'bucket',
      bucketOrderTrade: {
        bucketOrder: { bucketOrderId: ids.bucket, bucket: { bucketName: 'Steady' } },
      },
    });
  });

  it('pages with ?limit= and ?before=, without gaps or repeats', async () => {
    const all = await data<Trade[]>('/transaction/trades', alice.headers);
    const pages: Trade[][] = [];
    let before: string | undefined;
    for (;;) {
      const query: string = before ? `&before=${before}` : '';
      const page = await data<Trade[]>(`/transaction/trades?limit=3${query}`, alice.headers);
      pages.push(page);
      if (page.length < 3) break;
      before = page[page.length - 1]?.tradeId;
    }
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.flat()).toEqual(all);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=501', 'limit must be a whole number from 1 to 500'],
    ['limit=ten', 'limit must be a whole number from 1 to 500'],
    ['before=not-an-id', 'before must be the id of the last item of the previous page'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await get(`/transaction/trades?${query}`, alice.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses another customer’s trade as a cursor', async () => {
    const response = await get(`/transaction/trades?before=${ids.bob}`, alice.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'before must be the id of the last item of the previous page',
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await get('/transaction/trades', {})).statusCode).toBe(401);
  });
});

describe('GET /transaction/trade-transactions', () => {
  it('lists one signed posting per movement on the caller’s accounts, with their own trade', async () => {
    const rows = await data<Transaction[]>(
      '/transaction/trade-transactions?limit=500',
      alice.headers,
    );
    const aud = rows
      .filter((row) => row.asset.symbol === 'AUD')
      .reduce((sum, row) => sum.plus(amountToBig(row.amount)), new Big(0));
    expect(aud.toFixed()).toBe(await balanceOf(t.app.db, alice.userId, 'aud'));

    const deposit = rows.find((row) => row.type === 'deposit');
    expect(deposit).toMatchObject({ trade: null, asset: { symbol: 'AUD' } });
    const buyLegs = rows.filter((row) => row.trade?.tradeId === ids.buy);
    expect(buyLegs.map((row) => row.type).sort()).toEqual([
      'spread',
      'trade_fee',
      'trade_in',
      'trade_out',
    ]);
    expect(buyLegs.find((row) => row.type === 'trade_in')?.amount.name).toBe('BTC');
    expect(decimal(buyLegs.find((row) => row.type === 'trade_fee')?.amount)).toBe('-5.97');
    expect(rows.some((row) => row.trade?.tradeId === ids.bob)).toBe(false);
  });

  it('pages by transaction id, and refuses a cursor that is not one of the caller’s', async () => {
    const all = await data<Transaction[]>('/transaction/trade-transactions', alice.headers);
    const first = await data<Transaction[]>(
      '/transaction/trade-transactions?limit=5',
      alice.headers,
    );
    const cursor = first[4]?.transactionId ?? '';
    const second = await data<Transaction[]>(
      `/transaction/trade-transactions?limit=5&before=${cursor}`,
      alice.headers,
    );
    expect([...first, ...second]).toEqual(all.slice(0, 10));
    const bobs = await data<Transaction[]>('/transaction/trade-transactions', bob.headers);
    for (const before of [bobs[0]?.transactionId ?? '1', 'abc', '-1']) {
      const response = await get(`/transaction/trade-transactions?before=${before}`, alice.headers);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /transaction/trade-transactions/{id}', () => {
  it('gives the caller’s postings of one trade', async () => {
    const rows = await data<Transaction[]>(
      `/transaction/trade-transactions/${ids.sell}`,
      alice.headers,
    );
    expect(rows.map((row) => row.type).sort()).toEqual([
      'spread',
      'trade_fee',
      'trade_in',
      'trade_out',
    ]);
    expect(rows.every((row) => row.trade?.tradeId === ids.sell)).toBe(true);
  });

  it('gives both legs of a swap, whichever leg is named', async () => {
    for (const id of [ids.swapSell, ids.swapBuy]) {
      const rows = await data<Transaction[]>(
        `/transaction/trade-transactions/${id}`,
        alice.headers,
      );
      expect(new Set(rows.map((row) => row.trade?.tradeId))).toEqual(
        new Set([ids.swapSell, ids.swapBuy]),
      );
      // The AUD in the middle of a swap nets to zero: the customer never held it.
      const aud = rows
        .filter((row) => row.asset.symbol === 'AUD')
        .reduce((sum, row) => sum.plus(amountToBig(row.amount)), new Big(0));
      expect(aud.toFixed()).toBe('0');
    }
  });

  it('gives every leg of a bucket order by its id', async () => {
    const rows = await data<Transaction[]>(
      `/transaction/trade-transactions/${ids.bucket}`,
      alice.headers,
    );
    const coins = new Set(
      rows.filter((row) => row.type === 'trade_in').map((row) => row.asset.symbol),
    );
    expect(coins).toEqual(new Set(['BTC', 'ETH', 'USDC']));
    expect(
      rows.every((row) => row.trade?.bucketOrderTrade?.bucketOrder.bucketOrderId === ids.bucket),
    ).toBe(true);
  });

  it('answers 404 for another customer’s trade, 400 for something that is no id', async () => {
    const foreign = await get(`/transaction/trade-transactions/${ids.bob}`, alice.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('That trade was not found');
    const unknown = await get(
      '/transaction/trade-transactions/00000000-0000-4000-8000-000000000000',
      alice.headers,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await get('/transaction/trade-transactions/12', alice.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a trade, bucket order or transaction id');
  });
});

describe('GET /transaction/bucket-trades', () => {
  it('lists bucket orders with legs that add up to what was spent', async () => {
    const orders = await data<
      {
        bucketOrderId: string;
        bucketName: string;
        type: string;
        status: string;
        actualFiatSpend: Amount;
        totalFees: Amount;
        trades: Trade[];
      }[]
    >('/transaction/bucket-trades', alice.headers);
    expect(orders).toHaveLength(1);
    const [order] = orders;
    expect(order).toMatchObject({
      bucketOrderId: ids.bucket,
      bucketName: 'Steady',
      type: 'buy bucket',
      status: 'complete',
      actualFiatSpend: { decimalValue: '100' },
    });
    const legs = order?.trades ?? [];
    expect(legs.map((leg) => leg.receiveAssetId)).toEqual(['btc', 'eth', 'usdc']);
    const spent = legs.reduce((sum, leg) => sum.plus(amountToBig(leg.spendAmount)), new Big(0));
    const fees = legs.reduce((sum, leg) => sum.plus(amountToBig(leg.tradeFee)), new Big(0));
    expect(spent.toFixed()).toBe('100');
    expect(fees.toFixed()).toBe(decimal(order?.totalFees));

    const one = await data<{ bucketOrderId: string; trades: Trade[] }>(
      `/transaction/bucket-trades/${ids.bucket}`,
      alice.headers,
    );
    expect(one).toEqual(order);
  });

  it('keeps bucket orders to their owner and checks ids and cursors', async () => {
    expect(await data<unknown[]>('/transaction/bucket-trades', bob.headers)).toEqual([]);
    const foreign = await get(`/transaction/bucket-trades/${ids.bucket}`, bob.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('That bucket order was not found');
    expect((await get('/transaction/bucket-trades/nope', alice.headers)).statusCode).toBe(400);
    const cursor = await get(`/transaction/bucket-trades?before=${ids.buy}`, alice.headers);
    expect(cursor.statusCode).toBe(400);
    const last = await data<unknown[]>(
      `/transaction/bucket-trades?before=${ids.bucket}`,
      alice.headers,
    );
    expect(last).toEqual([]);
  });
});
