import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInsufficientFunds } from '../src/modules/ledger/ledger-errors.js';
import { postWithdrawal } from '../src/modules/ledger/transfer-postings.js';
import { balanceOf, expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { quote, submit, SUBMIT_BATCHING } from './helpers/trading.js';
import { totpAt } from '../src/lib/totp.js';
import { createUser, enableTwoFactor, PASSWORD, signedInUser } from './helpers/users.js';

/**
 * Many customers' worth of orders at once, against one balance that cannot pay for all of
 * them. Only PostgreSQL runs them truly in parallel; PGlite is one session.
 */
const onPostgres = process.env.WATTLE_TEST_DB === 'postgres';

let t: TestApp;

describe.each(SUBMIT_BATCHING)('group commit $batching', ({ env }) => {
  beforeAll(async () => {
    if (onPostgres) t = await createTestApp({ env });
  });
  afterAll(async () => {
    if (!onPostgres) return;
    await expectLedgerSound(t.app.db);
    await t.close();
  });

  const statuses = (responses: { statusCode: number; json: () => { code?: string } }[]) => ({
    ok: responses.filter((response) => response.statusCode === 200).length,
    insufficient: responses.filter((response) => response.json().code === 'InsufficientFundsError')
      .length,
    other: responses.filter(
      (response) =>
        response.statusCode !== 200 && response.json().code !== 'InsufficientFundsError',
    ).length,
  });

  describe.skipIf(!onPostgres)('concurrent spending of one balance (PostgreSQL)', () => {
    it('executes exactly the affordable buys: 25 × $100 against $1,000', async () => {
      const { user, headers } = await signedInUser(t.app);
      await fund(t.app.db, user.user_id, 'aud', '1000');
      const quotes = [];
      for (let i = 0; i < 25; i += 1) {
        quotes.push(
          (
            await quote(t.app, headers, {
              cryptoAssetId: i % 2 ? 'btc' : 'eth',
              orderAmount: '100',
              orderType: 'buy',
            })
          ).json().data,
        );
      }
      const responses = await Promise.all(
        quotes.map((q, i) =>
          submit(t.app, headers, {
            quoteId: q.quoteId,
            cryptoAssetId: i % 2 ? 'btc' : 'eth',
            orderAmount: '100',
            orderType: 'buy',
            type: 'preview',
          }),
        ),
      );
      expect(statuses(responses)).toEqual({ ok: 10, insufficient: 15, other: 0 });
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
    });

    it('executes exactly the affordable sells: 30 × 0.05 BTC against 1 BTC', async () => {
      const { user, headers } = await signedInUser(t.app);
      await fund(t.app.db, user.user_id, 'btc', '1');
      const quotes = [];
      for (let i = 0; i < 30; i += 1)
        quotes.push(
          (
            await quote(t.app, headers, {
              cryptoAssetId: 'btc',
              orderAmount: '0.05',
              orderType: 'sell',
            })
          ).json().data,
        );
      const responses = await Promise.all(
        quotes.map((q) =>
          submit(t.app, headers, {
            quoteId: q.quoteId,
            cryptoAssetId: 'btc',
            orderAmount: '0.05',
            orderType: 'sell',
            type: 'preview',
          }),
        ),
      );
      expect(statuses(responses)).toEqual({ ok: 20, insufficient: 10, other: 0 });
      expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('0');
    });

    it('executes exactly the affordable bucket orders: 12 × $60 against $500', async () => {
      const { user, headers } = await signedInUser(t.app);
      await fund(t.app.db, user.user_id, 'aud', '500');
      const quotes = [];
      for (let i = 0; i < 12; i += 1) {
        quotes.push(
          (
            await t.app.inject({
              method: 'POST',
              url: '/bucketOrder/quote',
              headers,
              payload: { bucketId: 'balanced', spend: '60' },
            })
          ).json().data,
        );
      }
      const responses = await Promise.all(
        quotes.map((q) =>
          t.app.inject({
            method: 'POST',
            url: '/bucketOrder/submit',
            headers,
            payload: { quoteId: q.quoteId, bucketId: 'balanced' },
          }),
        ),
      );
      expect(statuses(responses)).toEqual({ ok: 8, insufficient: 4, other: 0 });
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('20');
    });

    it('mixes buys and withdrawals on one account and never overdraws it', async () => {
      const { user, headers } = await signedInUser(t.app);
      await fund(t.app.db, user.user_id, 'aud', '1000');
      const quotes = [];
      for (let i = 0; i < 10; i += 1)
        quotes.push(
          (
            await quote(t.app, headers, {
              cryptoAssetId: 'sol',
              orderAmount: '100',
              orderType: 'buy',
            })
          ).json().data,
        );
      const buys = quotes.map((q) =>
        submit(t.app, headers, {
          quoteId: q.quoteId,
          cryptoAssetId: 'sol',
          orderAmount: '100',
          orderType: 'buy',
          type: 'preview',
        }).then((response) => response.statusCode === 200),
      );
      const withdrawals = Array.from({ length: 10 }, () =>
        t.app.db
          .transaction()
          .execute((trx) =>
            postWithdrawal(trx, {
              userId: user.user_id,
              assetId: 'aud',
              units: 100n * 10n ** 18n,
              feeUnits: 0n,
              description: 'concurrent withdrawal',
            }),
          )
          .then(() => true)
          .catch((error: unknown) => {
            if (!isInsufficientFunds(error)) throw error;
            return false;
          }),
      );
      const outcomes = await Promise.all([...buys, ...withdrawals]);
      expect(outcomes.filter(Boolean)).toHaveLength(10);
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
    });

    it('executes a quote at most once when its owner double-clicks twenty times', async () => {
      const { user, headers } = await signedInUser(t.app);
      await fund(t.app.db, user.user_id, 'aud', '1000');
      const q = (
        await quote(t.app, headers, { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy' })
      ).json().data;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          submit(t.app, headers, {
            quoteId: q.quoteId,
            cryptoAssetId: 'btc',
            orderAmount: '100',
            orderType: 'buy',
            type: 'preview',
          }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      expect(
        responses.filter((response) => response.json().code === 'QuoteUsedError'),
      ).toHaveLength(19);
      expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('900');
    });

    it('lets one authenticator code sign in once when eight requests race with it', async () => {
      const user = await createUser(t.app.db);
      const secret = await enableTwoFactor(t.app.db, user.user_id);
      const otp = totpAt(secret, Date.now() / 1000);
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/auth/login',
            payload: { email: user.email, password: PASSWORD, otp },
          }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      // The others are refused: the spent code, or — every try counting before its code is
      // looked at — codes paused once five were in flight at once.
      const refusals = responses
        .filter((response) => response.statusCode !== 200)
        .map((response) => response.json().code);
      expect(refusals).toHaveLength(7);
      for (const code of refusals) {
        expect(['OtpError', 'OtpAttemptsLimitReachedError']).toContain(code);
      }
    });
  });
});
