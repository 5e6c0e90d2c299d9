import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInsufficientFunds } from '../src/modules/ledger/ledger-errors.js';
import { quoteSubmitter } from '../src/modules/trading/submit-batcher.js';
import { raisedRefusal } from '../src/modules/trading/trading-errors.js';
import { submitQuotes, type QuoteSubmission } from '../src/modules/trading/trade-repository.js';
import { balanceOf, expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows, quote, submit } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

/**
 * Group commit (docs/architecture.md#group-commit): submits that arrive together run in one
 * transaction and one call, and each is still accepted or refused on its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRADE_SUBMIT_BATCH_WINDOW_MS: 2 } });
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

const HUNDRED_DOLLARS = (100n * 10n ** 18n).toString();

/** A customer holding `aud` dollars, signed in. */
async function customer(aud: string) {
  const signedIn = await signedInUser(t.app);
  await fund(t.app.db, signedIn.user.user_id, 'aud', aud);
  return signedIn;
}

/** A $100 bitcoin buy quoted for the customer, as its submission. */
async function hundredDollarBuy(
  { user, headers }: Awaited<ReturnType<typeof customer>>,
  idempotencyKey?: string,
): Promise<QuoteSubmission> {
  const quoted = await quote(t.app, headers, {
    cryptoAssetId: 'btc',
    orderAmount: '100',
    orderType: 'buy',
  });
  expect(quoted.statusCode).toBe(200);
  return {
    userId: user.user_id,
    quoteId: quoted.json().data.quoteId as string,
    cryptoAssetId: 'btc',
    orderType: 'buy',
    orderUnits: HUNDRED_DOLLARS,
    type: 'preview',
    idempotencyKey,
    requestHash: `hash of ${idempotencyKey ?? 'nothing'}`,
    at: new Date(),
  };
}

async function expire(quoteId: string) {
  await t.app.db
    .updateTable('trades')
    .set({ expires_at: new Date(Date.now() - 60_000) })
    .where('trade_id', '=', quoteId)
    .execute();
}

describe('one batch, one call: each submit accepted or refused on its own', () => {
  it('fills the neighbours of a submit refused for insufficient funds and of an expired quote', async () => {
    const rich = await customer('1000');
    const poor = await customer('150');
    const late = await customer('1000');
    const first = await hundredDollarBuy(poor);
    const overdraft = await hundredDollarBuy(poor);
    const expired = await hundredDollarBuy(late);
    await expire(expired.quoteId);
    const fine = await hundredDollarBuy(rich);
    const entries = await countRows(t.app, 'journal_entries');

    const answers = await submitQuotes(t.app.db, [first, overdraft, expired, fine]);

    expect(answers.map((answer) => ('rows' in answer ? 'filled' : answer.error.code))).toEqual([
      'filled',
      '23514',
      'WT001',
      'filled',
    ]);
    const [filled, refused, tooLate, alsoFilled] = answers;
    expect(filled).toMatchObject({ rows: [{ trade_id: first.quoteId, status: 'complete' }] });
    expect(alsoFilled).toMatchObject({ rows: [{ trade_id: fine.quoteId, status: 'complete' }] });
    expect(refused && 'error' in refused && isInsufficientFunds(refused.error)).toBe(true);
    expect(tooLate && 'error' in tooLate && raisedRefusal(tooLate.error)?.code).toBe(
      'QuoteExpiredError',
    );
    // Two trades, two journal entries; the refused ones wrote nothing.
    expect(await countRows(t.app, 'journal_entries')).toBe(entries + 2);
    expect(await balanceOf(t.app.db, poor.user.user_id, 'aud')).toBe('50');
    expect(await balanceOf(t.app.db, late.user.user_id, 'aud')).toBe('1000');
    expect(await balanceOf(t.app.db, rich.user.user_id, 'aud')).toBe('900');
    await expectLedgerSound(t.app.db);
  });

  it('executes a quote submitted twice in one batch once; the second is told it was used', async () => {
    const buyer = await customer('1000');
    const once = await hundredDollarBuy(buyer);
    const answers = await submitQuotes(t.app.db, [once, { ...once, at: new Date() }]);
    expect(answers[0]).toMatchObject({ rows: [{ status: 'complete' }] });
    expect(answers[1] && 'error' in answers[1] && raisedRefusal(answers[1].error)?.code).toBe(
      'QuoteUsedError',
    );
    expect(await balanceOf(t.app.db, buyer.user.user_id, 'aud')).toBe('900');
  });
});

describe('the batcher: submits arriving together share a call', () => {
  it('answers each submit with its own trades or its own refusal', async () => {
    const submitTogether = quoteSubmitter(t.app.db, 10);
    const poor = await customer('150');
    const rich = await customer('1000');
    const submissions = [
      await hundredDollarBuy(poor),
      await hundredDollarBuy(poor),
      await hundredDollarBuy(rich),
    ];
    const outcomes = await Promise.allSettled(submissions.map((s) => submitTogether(s)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const refused = outcomes[1];
    expect(refused?.status === 'rejected' && isInsufficientFunds(refused.reason)).toBe(true);
    expect(await balanceOf(t.app.db, poor.user.user_id, 'aud')).toBe('50');
    expect(await balanceOf(t.app.db, rich.user.user_id, 'aud')).toBe('900');
  });

  it('replays the first answer to a second submit under its Idempotency-Key in the same batch', async () => {
    const submitTogether = quoteSubmitter(t.app.db, 10);
    const buyer = await customer('1000');
    const keyed = await hundredDollarBuy(buyer, 'group-commit-key-1');
    const [first, again] = await Promise.all([
      submitTogether(keyed),
      submitTogether({ ...keyed, at: new Date() }),
    ]);
    expect(again).toEqual(first);
    expect(await balanceOf(t.app.db, buyer.user.user_id, 'aud')).toBe('900');
  });
});

describe('through the API, with batching on', () => {
  it('refuses only the unaffordable and the expired submit; the others fill', async () => {
    const poor = await customer('150');
    const rich = await customer('1000');
    const submissions = [
      { who: poor, submission: await hundredDollarBuy(poor) },
      { who: poor, submission: await hundredDollarBuy(poor) },
      { who: rich, submission: await hundredDollarBuy(rich) },
      { who: rich, submission: await hundredDollarBuy(rich) },
    ];
    await expire(submissions[3]?.submission.quoteId ?? '');
    const responses = await Promise.all(
      submissions.map(({ who, submission }) =>
        submit(t.app, who.headers, {
          quoteId: submission.quoteId,
          cryptoAssetId: 'btc',
          orderAmount: '100',
          orderType: 'buy',
          type: 'preview',
        }),
      ),
    );
    const codes = responses.map((response) => response.json().code ?? response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes).toContain('InsufficientFundsError');
    expect(codes[3]).toBe('QuoteExpiredError');
    expect(codes[2]).toBe(200);
    expect(await balanceOf(t.app.db, poor.user.user_id, 'aud')).toBe('50');
    expect(await balanceOf(t.app.db, rich.user.user_id, 'aud')).toBe('900');
  });
});
