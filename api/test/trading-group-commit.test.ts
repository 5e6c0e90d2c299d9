import { sql } from 'kysely';
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

/**
 * The INSERT statements that wrote the postings of `quoteIds`' trades, told apart by the
 * (sub)transaction and the command within it (xmin, cmin): one when the batch's postings went
 * in together, one per trade when each ran alone.
 */
async function postingStatements(quoteIds: string[]): Promise<number> {
  const { rows } = await sql<{ statements: string }>`
    select count(distinct (xmin::text, cmin::text)) as statements from postings
    where trade_id = any(${quoteIds}::uuid[])
  `.execute(t.app.db);
  return Number(rows[0]?.statements);
}

/** The items `wattle_submit_quotes_together` executes of `submissions`, as it returns them. */
async function submittedTogether(submissions: QuoteSubmission[]): Promise<number[]> {
  const column = <K extends keyof QuoteSubmission>(key: K) => submissions.map((s) => s[key]);
  const { rows } = await sql<{ items: number[] }>`
    select wattle_submit_quotes_together(
      ${column('userId')}::uuid[], ${column('quoteId')}::uuid[], ${column('cryptoAssetId')}::text[],
      ${column('orderType')}::text[], ${column('orderUnits')}::numeric[], ${column('type')}::text[],
      ${submissions.map((s) => s.idempotencyKey ?? null)}::text[], ${column('requestHash')}::text[],
      ${submissions.map((s) => s.at.toISOString())}::timestamptz[]
    ) as items
  `.execute(t.app.db);
  return rows[0]?.items ?? [];
}

/** A swap of 0.001 BTC to ETH quoted for the customer (who holds BTC), as its submission. */
async function swapSubmission({
  user,
  headers,
}: Awaited<ReturnType<typeof customer>>): Promise<QuoteSubmission> {
  await fund(t.app.db, user.user_id, 'btc', '0.01');
  const quoted = await quote(t.app, headers, {
    cryptoAssetId: 'btc',
    orderAmount: '0.001',
    orderType: 'swap',
    targetAssetId: 'eth',
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quoteId = quoted.json().data.quoteId as string;
  const head = await t.app.db
    .selectFrom('trades')
    .select(['order_amount'])
    .where('trade_id', '=', quoteId)
    .executeTakeFirstOrThrow();
  return {
    userId: user.user_id,
    quoteId,
    cryptoAssetId: 'btc',
    orderType: 'swap',
    orderUnits: String(head.order_amount),
    type: 'preview',
    idempotencyKey: undefined,
    requestHash: 'hash of nothing',
    at: new Date(),
  };
}

describe('the usual submits of a batch, together', () => {
  it('fills them with one postings statement, each with its own journal entry and answer', async () => {
    const [plain, keyedBuyer, other] = [
      await customer('1000'),
      await customer('1000'),
      await customer('1000'),
    ];
    const keyed = await hundredDollarBuy(keyedBuyer, 'together-key-1');
    const submissions = [await hundredDollarBuy(plain), keyed, await hundredDollarBuy(other)];
    const entries = await countRows(t.app, 'journal_entries');

    const answers = await submitQuotes(t.app.db, submissions);

    expect(answers).toMatchObject(
      submissions.map((s) => ({ rows: [{ trade_id: s.quoteId, status: 'complete' }] })),
    );
    const ids = submissions.map((s) => s.quoteId);
    expect(await postingStatements(ids)).toBe(1);
    expect(await countRows(t.app, 'journal_entries')).toBe(entries + 3);
    const trades = await t.app.db
      .selectFrom('trades')
      .select(['entry_id'])
      .where('trade_id', 'in', ids)
      .execute();
    expect(new Set(trades.map((trade) => trade.entry_id)).size).toBe(3);
    for (const buyer of [plain, keyedBuyer, other]) {
      expect(await balanceOf(t.app.db, buyer.user.user_id, 'aud')).toBe('900');
    }
    // The key's answer is stored: the same request again replays it, and nothing moves.
    const [replayed] = await submitQuotes(t.app.db, [{ ...keyed, at: new Date() }]);
    expect(replayed).toEqual(answers[1]);
    expect(await balanceOf(t.app.db, keyedBuyer.user.user_id, 'aud')).toBe('900');
    await expectLedgerSound(t.app.db);
  });

  it('takes only the usual ones: the rest are left to run alone, as they would have', async () => {
    const buyer = await customer('1000');
    const other = await customer('1000');
    const swapper = await customer('1000');
    const usual = await hundredDollarBuy(buyer);
    const expired = await hundredDollarBuy(buyer);
    await expire(expired.quoteId);
    const keyed = await hundredDollarBuy(other, 'together-key-2');
    const sameKey = await hundredDollarBuy(other, 'together-key-2');
    const notTheirs = { ...(await hundredDollarBuy(other)), userId: buyer.user.user_id };
    const swap = await swapSubmission(swapper);
    const mismatched = { ...(await hundredDollarBuy(buyer)), orderType: 'sell' };

    const items = await submittedTogether([
      usual,
      expired,
      { ...usual, at: new Date() },
      keyed,
      sameKey,
      notTheirs,
      swap,
      mismatched,
    ]);

    expect(items).toEqual([1, 4]);
    const status = await t.app.db
      .selectFrom('trades')
      .select(['trade_id', 'status'])
      .where(
        'trade_id',
        'in',
        [expired, sameKey, notTheirs, swap, mismatched].map((s) => s.quoteId),
      )
      .execute();
    expect(status.map((row) => row.status)).toEqual(['quote', 'quote', 'quote', 'quote', 'quote']);
    expect(await balanceOf(t.app.db, buyer.user.user_id, 'aud')).toBe('900');
    expect(await balanceOf(t.app.db, other.user.user_id, 'aud')).toBe('900');
    await expectLedgerSound(t.app.db);
  });

  it('runs a swap and a replayed key beside usual submits, each answered as alone', async () => {
    const buyer = await customer('1000');
    const swapper = await customer('1000');
    const keyed = await hundredDollarBuy(buyer, 'together-key-3');
    const swap = await swapSubmission(swapper);
    const plain = await hundredDollarBuy(swapper);

    const answers = await submitQuotes(t.app.db, [
      keyed,
      swap,
      plain,
      { ...keyed, at: new Date() },
    ]);

    expect(answers[0]).toMatchObject({ rows: [{ trade_id: keyed.quoteId, status: 'complete' }] });
    expect(answers[1]).toMatchObject({
      rows: [
        { side: 'sell', status: 'complete' },
        { side: 'buy', status: 'complete' },
      ],
    });
    expect(answers[2]).toMatchObject({ rows: [{ trade_id: plain.quoteId, status: 'complete' }] });
    expect(answers[3]).toEqual(answers[0]);
    expect(await balanceOf(t.app.db, buyer.user.user_id, 'aud')).toBe('900');
    await expectLedgerSound(t.app.db);
  });
});

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
    // Two trades, two journal entries; the refused ones wrote nothing. The overdraft undid the
    // attempt to fill the usual ones together, so each ran alone.
    expect(await countRows(t.app, 'journal_entries')).toBe(entries + 2);
    expect(await postingStatements([first.quoteId, fine.quoteId])).toBe(2);
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
  // A window far longer than the test's time limit: a submit that waited for it would fail.
  const MINUTE = 60_000;

  it('sends a submit that finds no batch out at once, whatever the window', async () => {
    const submitTogether = quoteSubmitter(t.app.db, MINUTE);
    const buyer = await customer('1000');
    const rows = await submitTogether(await hundredDollarBuy(buyer));
    expect(rows).toMatchObject([{ status: 'complete' }]);
  });

  it('sends the submits that gathered behind a batch together when it returns', async () => {
    const submitTogether = quoteSubmitter(t.app.db, MINUTE);
    const buyers = [await customer('1000'), await customer('1000'), await customer('1000')];
    const [first, ...behind] = await Promise.all(buyers.map((buyer) => hundredDollarBuy(buyer)));
    if (!first) throw new Error('three quotes');
    const filled = await Promise.all(
      [first, ...behind].map((submission) => submitTogether(submission)),
    );
    expect(filled.flat()).toMatchObject([
      { status: 'complete' },
      { status: 'complete' },
      { status: 'complete' },
    ]);
    expect(await postingStatements([first.quoteId])).toBe(1);
    expect(await postingStatements(behind.map((s) => s.quoteId))).toBe(1);
    const entries = await t.app.db
      .selectFrom('trades')
      .select('entry_id')
      .where(
        'trade_id',
        'in',
        behind.map((s) => s.quoteId),
      )
      .execute();
    expect(new Set(entries.map((row) => row.entry_id)).size).toBe(2);
  });

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
