import { allInCost, amountToBig, type Amount } from '@wattle/shared/contracts';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balanceOf, fund } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { countRows } from './helpers/trading.js';
import { fundedCustomer, signedInUser } from './helpers/users.js';

const t = useTestApp();

const customerWith = (aud: string) => fundedCustomer(t.app, { aud });

type Headers = Record<string, string>;
const quoteBucket = (headers: Headers, bucketId: string, spend: string) =>
  t.app.inject({
    method: 'POST',
    url: '/bucketOrder/quote',
    headers,
    payload: { bucketId, spend },
  });
const submitBucket = (headers: Headers, payload: { quoteId: string; bucketId: string }) =>
  t.app.inject({ method: 'POST', url: '/bucketOrder/submit', headers, payload });

describe('buckets', () => {
  it('lists baskets at low, medium and high risk whose percentages sum to 100', async () => {
    const { headers } = await signedInUser(t.app);
    const buckets = (await t.app.inject({ method: 'GET', url: '/buckets', headers })).json().data;
    expect(buckets.map((bucket: { riskLevel: string }) => bucket.riskLevel)).toEqual([
      'low',
      'medium',
      'high',
    ]);
    for (const bucket of buckets) {
      const sum = bucket.assets.reduce(
        (total: Big, entry: { percentage: string }) => total.plus(entry.percentage),
        new Big(0),
      );
      expect(sum.eq(100)).toBe(true);
      expect(bucket.bucketMinOrder.decimalValue).toBe('50');
    }
  });

  it('shows visitors the enabled buckets without a session, and never a disabled one', async () => {
    const list = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/buckets/public' });
      expect(response.statusCode).toBe(200);
      return response.json().data as { bucketId: string; assets: unknown[] }[];
    };
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((bucket) => bucket.assets.length > 0)).toBe(true);
    const hidden = all[0]?.bucketId ?? '';
    await t.app.db
      .updateTable('buckets')
      .set({ enabled: false })
      .where('bucket_id', '=', hidden)
      .execute();
    try {
      expect((await list()).map((bucket) => bucket.bucketId)).not.toContain(hidden);
    } finally {
      await t.app.db
        .updateTable('buckets')
        .set({ enabled: true })
        .where('bucket_id', '=', hidden)
        .execute();
    }
  });

  it('quotes legs that add up exactly to the spend, then buys every one of them', async () => {
    const { user, headers } = await customerWith('1000');
    const quote = await quoteBucket(headers, 'balanced', '100.01');
    expect(quote.statusCode).toBe(200);
    const q = quote.json().data;
    const legTotal = q.assetAmounts.reduce(
      (total: Big, leg: { fiatAmount: Parameters<typeof amountToBig>[0] }) =>
        total.plus(amountToBig(leg.fiatAmount)),
      new Big(0),
    );
    expect(legTotal.toFixed()).toBe('100.01');
    const status = await t.app.db
      .selectFrom('trades')
      .select('status')
      .where('bucket_order_id', '=', q.quoteId)
      .execute();
    expect(status.map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);

    const submitted = await submitBucket(headers, { quoteId: q.quoteId, bucketId: 'balanced' });
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json().data;
    expect(result.actualFiatSpend.decimalValue).toBe('100.01');
    expect(result.orders).toHaveLength(5);
    expect(amountToBig(result.totalFees).eq(amountToBig(q.fee))).toBe(true);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('899.99');
    for (const leg of q.assetAmounts) {
      expect(await balanceOf(t.app.db, user.user_id, leg.asset.assetId)).toBe(
        leg.assetAmount.decimalValue,
      );
    }
  });

  it('tells the spread and mid price of every leg, and the order pays exactly what it told', async () => {
    const { headers } = await customerWith('1000');
    const q = (await quoteBucket(headers, 'balanced', '250')).json().data;
    const sum = (amounts: Amount[]) =>
      amounts.reduce((total, amount) => total.plus(amountToBig(amount)), new Big(0));
    type Leg = { fee: Amount; spread: Amount; assetAmount: Amount; midPrice: Amount };
    const legs: Leg[] = q.assetAmounts;
    expect(sum(legs.map((leg) => leg.spread)).eq(amountToBig(q.spread))).toBe(true);
    expect(sum(legs.map((leg) => leg.fee)).eq(amountToBig(q.fee))).toBe(true);
    // What the customer gets at the mid price is each leg's coins at its mid, to the cent.
    const midValue = legs.reduce(
      (total, leg) =>
        total.plus(
          amountToBig(leg.assetAmount).times(amountToBig(leg.midPrice)).round(2, Big.roundDown),
        ),
      new Big(0),
    );
    const told = allInCost({
      side: 'buy',
      symbol: 'Balanced',
      total: q.totalFiatSpend,
      fee: q.fee,
      spread: q.spread,
    });
    expect(told.got.toFixed(2)).toBe(midValue.toFixed(2));
    expect(told.spread.gt(0)).toBe(true);

    const result = (
      await submitBucket(headers, { quoteId: q.quoteId, bucketId: 'balanced' })
    ).json().data;
    expect(result.totalSpread).toEqual(q.spread);
    expect(result.totalFees).toEqual(q.fee);
    for (const [index, order] of result.orders.entries()) {
      expect(order.spread).toEqual(legs[index]?.spread);
      expect(order.midPrice).toEqual(legs[index]?.midPrice);
    }
    const executed = await t.app.db
      .selectFrom('trades')
      .select(['spread_amount', 'fee_amount', 'status'])
      .where('bucket_order_id', '=', q.quoteId)
      .execute();
    expect(executed.every((row) => row.status === 'complete')).toBe(true);
    const units = (rows: typeof executed, key: 'spread_amount' | 'fee_amount') =>
      rows.reduce((total, row) => total + BigInt(row[key]), 0n);
    expect(
      new Big(units(executed, 'spread_amount').toString()).div(1e18).eq(amountToBig(q.spread)),
    ).toBe(true);
    expect(new Big(units(executed, 'fee_amount').toString()).div(1e18).eq(amountToBig(q.fee))).toBe(
      true,
    );
  });

  it('buys all legs or none', async () => {
    const { user, headers } = await customerWith('200');
    const q = (await quoteBucket(headers, 'steady', '150')).json().data;
    await fund(t.app.db, user.user_id, 'aud', '0.01');
    // Spend most of the money elsewhere before confirming.
    const other = (await quoteBucket(headers, 'balanced', '100')).json().data;
    expect(
      (await submitBucket(headers, { quoteId: other.quoteId, bucketId: 'balanced' })).statusCode,
    ).toBe(200);
    const postings = await countRows(t.app, 'postings');
    const failed = await submitBucket(headers, { quoteId: q.quoteId, bucketId: 'steady' });
    expect(failed.json()).toMatchObject({ statusCode: 400, code: 'InsufficientFundsError' });
    expect(await countRows(t.app, 'postings')).toBe(postings);
    expect(await balanceOf(t.app.db, user.user_id, 'usdc')).toBe('0');
    const order = await t.app.db
      .selectFrom('bucket_orders')
      .select('status')
      .where('bucket_order_id', '=', q.quoteId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('rejected');
  });

  it('keeps to the bucket’s minimum and maximum and the customer’s balance', async () => {
    const { headers } = await customerWith('100');
    const quote = (spend: string) => quoteBucket(headers, 'steady', spend);
    expect((await quote('49.99')).json().message).toBe('The minimum buy is $50.00');
    expect((await quote('50000.01')).json().message).toBe(
      'The amount entered is above the maximum allowed',
    );
    expect((await quote('100.01')).json().message).toBe('Insufficient funds');
    expect((await quoteBucket(headers, 'nope', '60')).statusCode).toBe(404);
  });

  it('executes a bucket quote once, only for its owner, and replays under the same key', async () => {
    const owner = await customerWith('500');
    const stranger = await customerWith('500');
    const q = (await quoteBucket(owner.headers, 'adventurous', '100')).json().data;
    const body = { quoteId: q.quoteId, bucketId: 'adventurous' };
    expect((await submitBucket(stranger.headers, body)).statusCode).toBe(404);
    const keyed = { ...owner.headers, 'idempotency-key': 'bucket-key-0001' };
    const first = await submitBucket(keyed, body);
    const replay = await submitBucket(keyed, body);
    expect(replay.json()).toEqual(first.json());
    const again = await submitBucket(owner.headers, body);
    expect(again.json().code).toBe('QuoteUsedError');
  });

  it('needs the BUY permission', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    expect((await quoteBucket(headers, 'steady', '60')).statusCode).toBe(403);
  });
});
