import { amountToBig, TRADING_COSTS } from '@wattle/shared/contracts';
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedAssets } from '../src/modules/assets/asset-service.js';
import { createOrderQuote } from '../src/modules/trading/quote-service.js';
import { balanceOf, expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  countRows,
  orderFor,
  quote,
  quotedOrder,
  submit,
  SUBMIT_BATCHING,
  trade,
} from './helpers/trading.js';
import { createUser, referredCustomer, signedInUser } from './helpers/users.js';

let t: TestApp;

const BUY_BTC = { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy' } as const;

describe.each(SUBMIT_BATCHING)('group commit $batching', ({ env }) => {
  beforeAll(async () => {
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await expectLedgerSound(t.app.db);
    await t.close();
  });

  async function fundedCustomer(aud = '10000', btc?: string) {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', aud);
    if (btc) await fund(t.app.db, customer.user.user_id, 'btc', btc);
    return customer;
  }

  /** Moves a quote's expiry into the past, as if the customer waited too long to confirm it. */
  async function expireQuote(quoteId: string) {
    await t.app.db
      .updateTable('trades')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('trade_id', '=', quoteId)
      .execute();
  }

  describe('buy', () => {
    it('quotes, then executes the quote: AUD out, coins in, fee at 0.6 %', async () => {
      const { user, headers } = await fundedCustomer();
      const { quoted, submitted } = await trade(t.app, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '1000',
        orderType: 'buy',
      });
      expect(quoted.statusCode).toBe(200);
      const q = quoted.json().data;
      expect(q).toMatchObject({
        type: 'PREVIEW',
        orderType: 'buy',
        side: 'buy',
        cryptoAsset: { symbol: 'BTC' },
        fiatAsset: { symbol: 'AUD' },
        feePercentage: '0.6',
      });
      expect(q.fee.decimalValue).toBe('5.97');
      expect(q.fiatAmount.decimalValue).toBe('994.03');
      expect(q.total.decimalValue).toBe('1000');
      expect(new Date(q.expiresAt).getTime() - Date.now()).toBeGreaterThan(25_000);

      expect(submitted.statusCode).toBe(200);
      const order = submitted.json().data;
      expect(order).toMatchObject({
        status: 'complete',
        side: 'buy',
        spendAsset: { symbol: 'AUD' },
        receiveAsset: { symbol: 'BTC' },
      });
      expect(order.spendAmount.decimalValue).toBe('1000');
      expect(order.receiveAmount).toEqual(q.cryptoAmount);
      expect(order.tradeFee.decimalValue).toBe('5.97');
      // The spread is told before and after, and is the published one.
      expect(q.feePercentage).toBe(TRADING_COSTS.feePercentage);
      const spreadShare = amountToBig(q.spread).div(amountToBig(q.fiatAmount)).times(100);
      const published = Number(TRADING_COSTS.spreadPercentage.standard);
      expect(spreadShare.toNumber()).toBeGreaterThan(published * 0.95);
      expect(spreadShare.toNumber()).toBeLessThanOrEqual(published);
      expect(order.spread).toEqual(q.spread);
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('9000');
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe(q.cryptoAmount.decimalValue);
    });

    it('pays coins worth the net spend at the ask, rounded down to the coin’s decimals', async () => {
      const { headers } = await fundedCustomer();
      const q = (
        await quote(t.app, headers, {
          cryptoAssetId: 'eth',
          orderAmount: '250.55',
          orderType: 'buy',
        })
      ).json().data;
      const crypto = amountToBig(q.cryptoAmount);
      const price = amountToBig(q.price);
      const net = amountToBig(q.fiatAmount);
      expect(crypto.times(price).lte(net)).toBe(true);
      expect(net.minus(crypto.times(price)).lt(price.times('1e-8'))).toBe(true);
      expect(crypto.toFixed().split('.')[1]?.length ?? 0).toBeLessThanOrEqual(8);
    });

    it.each([
      [{ orderAmount: '5' }, 400, 'The minimum buy is $10.00'],
      [{ orderAmount: '250000.01' }, 400, 'The amount entered is above the maximum allowed'],
      [{ orderAmount: '20000' }, 400, 'Insufficient funds'],
      [{ orderAmount: '10.001' }, 400, 'Enter the amount in dollars and cents'],
      [{ cryptoAssetId: 'aud' }, 400, 'That asset cannot be traded'],
      [{ cryptoAssetId: 'nope' }, 400, 'That asset cannot be traded'],
    ])('refuses %j: %i %s, writing nothing', async (overrides, status, message) => {
      const { headers } = await fundedCustomer();
      const before = await countRows(t.app, 'trades');
      const response = await quote(t.app, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '100',
        orderType: 'buy',
        ...overrides,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect(await countRows(t.app, 'trades')).toBe(before);
    });

    // Above the maximum too: a customer with no AUD hears that first.
    it.each(['100', '100000000'])(
      'says "No fiat balance, order rejected" to a customer with no AUD (A$%s)',
      async (orderAmount) => {
        const { headers } = await signedInUser(t.app);
        const response = await quote(t.app, headers, {
          cryptoAssetId: 'btc',
          orderAmount,
          orderType: 'buy',
        });
        expect(response.json()).toMatchObject({
          statusCode: 400,
          message: 'No fiat balance, order rejected',
        });
      },
    );

    it('quotes a buy the moment a deposit covers it, and refuses it the moment it does not', async () => {
      const { user, headers } = await signedInUser(t.app);
      const order = { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy' };
      await fund(t.app.db, user.user_id, 'aud', '99.99');
      expect((await quote(t.app, headers, order)).json()).toMatchObject({
        message: 'Insufficient funds',
      });
      await fund(t.app.db, user.user_id, 'aud', '0.01');
      expect((await quote(t.app, headers, order)).statusCode).toBe(200);
    });

    it('refuses a buy once another instance paused the asset, within the cache’s 5 s', async () => {
      const { user, headers } = await fundedCustomer();
      const order = {
        cryptoAssetId: 'doge',
        orderAmount: '100',
        orderType: 'buy',
        type: 'PREVIEW',
      } as const;
      // This instance has read the asset flags (and cached them) before the pause.
      expect((await quote(t.app, headers, order)).statusCode).toBe(200);
      const setBuyEnabled = (buyEnabled: boolean) =>
        t.app.db
          .updateTable('assets')
          .set({ buy_enabled: buyEnabled })
          .where('asset_id', '=', 'doge')
          .execute();
      await setBuyEnabled(false);
      try {
        const afterTheCache = new Date(Date.now() + 5_001);
        await expect(
          createOrderQuote(t.app, { userId: user.user_id, request: order, now: afterTheCache }),
        ).rejects.toMatchObject({ statusCode: 400, message: 'Buying DOGE is paused right now' });
      } finally {
        await setBuyEnabled(true);
        forgetCachedAssets(t.app.db);
      }
      expect((await quote(t.app, headers, order)).statusCode).toBe(200);
    });

    it('needs the BUY permission: an unverified customer gets 403', async () => {
      const { user, headers } = await signedInUser(t.app, { verified: false });
      await fund(t.app.db, user.user_id, 'aud', '100');
      const response = await quote(t.app, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '50',
        orderType: 'buy',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/cannot buy yet/);
    });

    it('answers malformed bodies with 400 and writes nothing', async () => {
      const { headers } = await fundedCustomer();
      const before = await countRows(t.app, 'trades');
      for (const payload of [
        {},
        { cryptoAssetId: 'btc', orderAmount: 100, orderType: 'buy', type: 'PREVIEW' },
        { cryptoAssetId: 'btc', orderAmount: '1e3', orderType: 'buy', type: 'PREVIEW' },
        { cryptoAssetId: 'btc', orderAmount: '-5', orderType: 'buy', type: 'PREVIEW' },
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/order/quote',
          headers,
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBeTruthy();
      }
      expect(await countRows(t.app, 'trades')).toBe(before);
    });
  });

  describe('sell and swap', () => {
    it('sells coins for AUD after the fee', async () => {
      const { user, headers } = await fundedCustomer('0', '0.5');
      const { quoted, submitted } = await trade(t.app, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '0.1',
        orderType: 'sell',
      });
      const q = quoted.json().data;
      expect(q.side).toBe('sell');
      expect(amountToBig(q.total).eq(amountToBig(q.fiatAmount).minus(amountToBig(q.fee)))).toBe(
        true,
      );
      expect(submitted.statusCode).toBe(200);
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.4');
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe(q.total.decimalValue);
    });

    it('refuses to sell more than the customer holds, or below the minimum', async () => {
      const { headers } = await fundedCustomer('0', '0.05');
      expect(
        (
          await quote(t.app, headers, {
            cryptoAssetId: 'btc',
            orderAmount: '0.06',
            orderType: 'sell',
          })
        ).json().message,
      ).toBe('Insufficient funds');
      expect(
        (
          await quote(t.app, headers, {
            cryptoAssetId: 'btc',
            orderAmount: '0.00001',
            orderType: 'sell',
          })
        ).json().message,
      ).toBe('The minimum sell is 0.0001 BTC');
      expect(
        (
          await quote(t.app, headers, { cryptoAssetId: 'eth', orderAmount: '1', orderType: 'sell' })
        ).json().message,
      ).toBe('Insufficient funds');
    });

    it('swaps one coin for another through AUD, charging the fee once', async () => {
      const { user, headers } = await fundedCustomer('0', '0.1');
      const { quoted, submitted } = await trade(t.app, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '0.05',
        orderType: 'swap',
        targetAssetId: 'eth',
      });
      const q = quoted.json().data;
      expect(q).toMatchObject({ orderType: 'swap', targetAsset: { symbol: 'ETH' } });
      expect(submitted.statusCode).toBe(200);
      const order = submitted.json().data;
      expect(order.swapLeg.receiveAsset.symbol).toBe('ETH');
      expect(order.swapLeg.tradeFee).toBeUndefined();
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0.05');
      expect(await balanceOf(t.app.db, user.user_id, 'eth')).toBe(q.targetAmount.decimalValue);
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
      const legs = await t.app.db
        .selectFrom('trades')
        .select(['fee_amount', 'side'])
        .where('user_id', '=', user.user_id)
        .execute();
      expect(legs.map((leg) => [leg.side, leg.fee_amount !== '0'])).toEqual(
        expect.arrayContaining([
          ['sell', true],
          ['buy', false],
        ]),
      );
    });
  });

  describe('quotes are single-use, short-lived and the caller’s own', () => {
    it('executes a quote once', async () => {
      const { headers } = await fundedCustomer();
      const order = await quotedOrder(t.app, headers, BUY_BTC);
      expect((await submit(t.app, headers, order)).statusCode).toBe(200);
      const again = await submit(t.app, headers, order);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'QuoteUsedError',
        message: 'This quote was already used.',
      });
    });

    it('refuses an expired quote and records it as rejected', async () => {
      const { user, headers } = await fundedCustomer();
      const order = await quotedOrder(t.app, headers, BUY_BTC);
      await expireQuote(order.quoteId);
      const response = await submit(t.app, headers, order);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'QuoteExpiredError' });
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('10000');
      const row = await t.app.db
        .selectFrom('trades')
        .select('status')
        .where('trade_id', '=', order.quoteId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('rejected');
    });

    it('answers 404 for another customer’s quote', async () => {
      const owner = await fundedCustomer();
      const thief = await fundedCustomer();
      const order = await quotedOrder(t.app, owner.headers, BUY_BTC);
      const response = await submit(t.app, thief.headers, order);
      expect(response.statusCode).toBe(404);
      expect(await balanceOf(t.app.db, thief.user.user_id, 'btc')).toBe('0');
    });

    // Quotes commit without waiting for the disk (insertQuoteRows): one lost in a crash must be
    // answered as unknown, charging nothing, so the customer simply asks for another.
    it('answers 404 for a quote it has no record of, charging nothing', async () => {
      const { user, headers } = await fundedCustomer('500');
      const response = await submit(t.app, headers, orderFor(randomUUID(), BUY_BTC));
      expect(response.statusCode).toBe(404);
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('500');
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0');
    });

    it('writes a quote in a transaction of its own, never inside a caller’s', async () => {
      const { user } = await fundedCustomer();
      const request = {
        cryptoAssetId: 'btc',
        orderAmount: '100',
        orderType: 'buy',
        type: 'PREVIEW',
      } as const;
      const { log, providers, realtime } = t.app;
      const attempt = t.app.db
        .transaction()
        .execute((trx) =>
          createOrderQuote(
            { db: trx, log, providers, realtime },
            { userId: user.user_id, request },
          ),
        );
      await expect(attempt).rejects.toThrow(/transaction of its own/);
    });

    it('refuses an order that does not match its quote', async () => {
      const { user, headers } = await fundedCustomer();
      const order = await quotedOrder(t.app, headers, BUY_BTC);
      const response = await submit(t.app, headers, { ...order, orderAmount: '10' });
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'OrderInvalidError' });
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('10000');
    });

    it('fails cleanly when the money is gone by the time the quote is confirmed', async () => {
      const { user, headers } = await fundedCustomer('150');
      const first = await quotedOrder(t.app, headers, BUY_BTC);
      const second = await quotedOrder(t.app, headers, { ...BUY_BTC, cryptoAssetId: 'eth' });
      expect((await submit(t.app, headers, first)).statusCode).toBe(200);
      const response = await submit(t.app, headers, second);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: 'InsufficientFundsError',
        message: 'Insufficient funds',
      });
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('50');
      expect(await balanceOf(t.app.db, user.user_id, 'eth')).toBe('0');
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer and writes nothing new', async () => {
      const { headers } = await fundedCustomer();
      const body = await quotedOrder(t.app, headers, BUY_BTC);
      const keyed = { ...headers, 'idempotency-key': 'order-key-0001' };
      const first = await submit(t.app, keyed, body);
      const postings = await countRows(t.app, 'postings');
      const second = await submit(t.app, keyed, body);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await countRows(t.app, 'postings')).toBe(postings);
    });

    it('replays a refusal as the same refusal', async () => {
      const { headers } = await fundedCustomer();
      const body = await quotedOrder(t.app, headers, BUY_BTC);
      await expireQuote(body.quoteId);
      const keyed = { ...headers, 'idempotency-key': 'order-key-0002' };
      const first = await submit(t.app, keyed, body);
      const second = await submit(t.app, keyed, body);
      expect(first.json().code).toBe('QuoteExpiredError');
      expect(second.json()).toEqual(first.json());
    });

    it('refuses a key reused for a different order, and a malformed key', async () => {
      const { headers } = await fundedCustomer();
      const a = await quotedOrder(t.app, headers, BUY_BTC);
      const b = await quotedOrder(t.app, headers, { ...BUY_BTC, orderAmount: '50' });
      const keyed = { ...headers, 'idempotency-key': 'order-key-0003' };
      await submit(t.app, keyed, a);
      const reused = await submit(t.app, keyed, b);
      expect(reused.statusCode).toBe(422);
      const bad = await submit(t.app, { ...headers, 'idempotency-key': 'x' }, b);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('referral kickback', () => {
    it('pays the referrer 20 % of the referred customer’s fee, from Wattle’s fee', async () => {
      const referrer = await createUser(t.app.db);
      const { headers } = await referredCustomer(t.app, referrer.user_id, '1000');
      const { quoted } = await trade(t.app, headers, {
        cryptoAssetId: 'btc',
        orderAmount: '1000',
        orderType: 'buy',
      });
      const fee = amountToBig(quoted.json().data.fee);
      expect(await balanceOf(t.app.db, referrer.user_id, 'aud')).toBe(
        fee.times('0.2').round(2, Big.roundDown).toFixed(),
      );
    });
  });

  describe('trade settings', () => {
    it('lets any customer read the fee, and only an admin change it', async () => {
      const { headers } = await signedInUser(t.app);
      const read = await t.app.inject({ method: 'GET', url: '/admin/trade-settings', headers });
      expect(read.json().data).toEqual({ tradeFeePercentage: '0.6', referralBonus: '20' });
      const denied = await t.app.inject({
        method: 'PUT',
        url: '/admin/trade-settings',
        headers,
        payload: { tradeFeePercentage: '0' },
      });
      expect(denied.statusCode).toBe(403);
      const support = await signedInUser(t.app, { role: 'support_lv2' });
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/admin/trade-settings',
            headers: support.headers,
            payload: { tradeFeePercentage: '0' },
          })
        ).statusCode,
      ).toBe(403);
      const admin = await signedInUser(t.app, { role: 'admin' });
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/admin/trade-settings',
        headers: admin.headers,
        payload: { tradeFeePercentage: 'free' },
      });
      expect(bad.statusCode).toBe(400);
      const setFee = (tradeFeePercentage: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/admin/trade-settings',
          headers: admin.headers,
          payload: { tradeFeePercentage },
        });
      try {
        expect((await setFee('0.5')).json().data.tradeFeePercentage).toBe('0.5');
      } finally {
        await setFee('0.6');
      }
      const visitor = await t.app.inject({ method: 'GET', url: '/admin/public-settings' });
      expect(visitor.json().data).toMatchObject({
        tradeFeePercentage: '0.6',
        depositFeePercentage: '0',
        dailyWithdrawalLimitAud: '50000',
      });
    });
  });

  describe('stale quotes', () => {
    it('deletes quotes a day after they expired, and old idempotency keys, keeping history', async () => {
      const { purgeStaleQuotes } = await import('../src/modules/trading/stale-quotes.js');
      const { user, headers } = await fundedCustomer();
      const stale = await quotedOrder(t.app, headers, BUY_BTC);
      const fresh = await quotedOrder(t.app, headers, BUY_BTC);
      const { submitted } = await trade(
        t.app,
        headers,
        { cryptoAssetId: 'eth', orderAmount: '50', orderType: 'buy' },
        { 'idempotency-key': 'purge-key-0001' },
      );
      const executedId = submitted.json().data.tradeId;
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
      await t.app.db
        .updateTable('trades')
        .set({ expires_at: twoDaysAgo })
        .where('trade_id', 'in', [stale.quoteId, executedId])
        .execute();
      await sql`update idempotency_keys set created_at = ${twoDaysAgo} where key = 'purge-key-0001'`.execute(
        t.app.db,
      );
      const purged = await purgeStaleQuotes(t.app);
      expect(purged.trades).toBeGreaterThanOrEqual(1);
      expect(purged.keys).toBe(1);
      const left = await t.app.db
        .selectFrom('trades')
        .select('trade_id')
        .where('user_id', '=', user.user_id)
        .execute();
      const ids = left.map((row) => row.trade_id);
      expect(ids).not.toContain(stale.quoteId);
      expect(ids).toContain(fresh.quoteId);
      expect(ids).toContain(executedId);
    });
  });
});
