import type {
  HistoryGroup,
  HistoryGroupPage,
  TaxSummary,
  TaxYears,
} from '@wattle/shared/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWithdrawAccount, simulateFiatDeposit, withdrawFiat } from './helpers/funding.js';
import { getData } from './helpers/http.js';
import { expectLedgerSound } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { buyBucket, buySellSwap, trade } from './helpers/trading.js';
import { signedInCustomer, signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

let t: TestApp;
let alice: { userId: string; email: string; headers: Headers };
let bob: { userId: string; headers: Headers };
const ids = { buy: '', sell: '', swap: '', bucket: '', deposit: '', returned: '' };

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const data = <T>(url: string, headers: Headers) => getData<T>(t.app, url, headers);
const page = (query: string, headers: Headers = alice.headers) =>
  data<HistoryGroupPage>(`/transaction/history${query}`, headers);

/** Every group of a walk through the pages, `limit` at a time, calling `between` after each. */
async function walk(query: string, limit: number, between: () => Promise<void> = async () => {}) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const sep = query ? '&' : '?';
    const next: HistoryGroupPage = await page(
      `${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    seen.push(...next.groups.map((group) => group.groupId));
    cursor = next.nextCursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error('the walk did not end');
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInCustomer(t.app);
  bob = await signedInCustomer(t.app, { aud: '500' });

  const deposit = await simulateFiatDeposit(t.app, { email: alice.email, amount: '5000' });
  ids.deposit = deposit.json().data.paymentTransferId;
  const trades = await buySellSwap(t.app, alice.headers);
  ids.buy = trades.buy;
  ids.sell = trades.sell;
  const swapRow = await t.app.db
    .selectFrom('trades')
    .select('swap_id')
    .where('user_id', '=', alice.userId)
    .where('swap_id', 'is not', null)
    .executeTakeFirstOrThrow();
  ids.swap = swapRow.swap_id ?? '';
  ids.bucket = await buyBucket(t.app, alice.headers, '100');
  expect((await registerWithdrawAccount(t.app, alice.headers)).statusCode).toBe(200);
  const returned = await withdrawFiat(t.app, alice.headers, { amount: '10.13' });
  expect(returned.statusCode, returned.body).toBe(200);
  ids.returned = returned.json().data.paymentTransferId;
  await trade(t.app, bob.headers, { cryptoAssetId: 'eth', orderAmount: '100', orderType: 'buy' });
  // A dozen orders through the API: give a loaded machine time.
}, 120_000);
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

describe('GET /transaction/history', () => {
  it('groups one group per order or transfer, newest first, nobody else’s', async () => {
    const { groups, nextCursor } = await page('');
    expect(nextCursor).toBeNull();
    expect(groups.map((group) => [group.kind, group.groupId])).toEqual([
      ['withdrawal', ids.returned],
      ['bucket', ids.bucket],
      ['swap', ids.swap],
      ['sell', ids.sell],
      ['buy', ids.buy],
      ['deposit', ids.deposit],
    ]);
    const times = groups.map((group) => group.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives each group its legs: a buy’s four postings, both coins of a swap, a bucket’s name', async () => {
    const { groups } = await page('');
    const byKind = new Map(groups.map((group) => [group.kind, group]));
    const buy = byKind.get('buy') as HistoryGroup;
    expect(buy.legs.map((leg) => leg.type).sort()).toEqual(
      ['spread', 'trade_fee', 'trade_in', 'trade_out'].sort(),
    );
    expect(buy.trades.map((row) => row.tradeId)).toEqual([ids.buy]);
    const swap = byKind.get('swap') as HistoryGroup;
    expect(swap.trades.map((row) => row.side)).toEqual(['sell', 'buy']);
    expect(new Set(swap.legs.map((leg) => leg.asset.symbol))).toEqual(
      new Set(['BTC', 'ETH', 'AUD']),
    );
    const bucket = byKind.get('bucket') as HistoryGroup;
    expect(bucket.bucketName).toBeTruthy();
    expect(bucket.trades).toHaveLength(3);
    expect(bucket.legs.filter((leg) => leg.type === 'trade_in')).toHaveLength(3);
    for (const group of groups) {
      const legTimes = group.legs.map((leg) => leg.createdAt);
      expect([...legTimes].sort().reverse()).toEqual(legTimes);
    }
  });

  it('shows transfers with status, method and why a failed one failed', async () => {
    const { groups } = await page('?type=withdrawal');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      kind: 'withdrawal',
      status: 'refunded',
      reason: 'Your bank returned the payment. Check your account details, or contact your bank.',
      transfer: { method: 'Bank transfer', status: 'refunded', counterparty: '062-000 ••••5678' },
    });
    expect(groups[0]?.legs.map((leg) => leg.type)).toContain('refund');
    const deposits = await page('?type=deposit');
    expect(deposits.groups.map((group) => [group.groupId, group.status])).toEqual([
      [ids.deposit, 'complete'],
    ]);
  });

  it('filters by type, asset and Sydney date range', async () => {
    const kinds = async (query: string) => (await page(query)).groups.map((group) => group.kind);
    expect(await kinds('?type=buy')).toEqual(['buy']);
    expect(await kinds('?type=swap')).toEqual(['swap']);
    expect(await kinds('?type=bucket')).toEqual(['bucket']);
    expect(await kinds('?asset=eth')).toEqual(['bucket', 'swap']);
    expect(await kinds('?asset=BTC')).toEqual(['bucket', 'swap', 'sell', 'buy']);
    expect(await kinds('?asset=AUD')).toHaveLength(6);
    expect(await kinds('?type=sell&asset=ETH')).toEqual([]);
    expect(await kinds('?to=2020-01-31')).toEqual([]);
    expect(await kinds('?from=2020-01-01')).toHaveLength(6);
    const bad = await get('/transaction/history?from=2026-02-30', alice.headers);
    expect(bad.statusCode).toBe(400);
    const reversed = await get('/transaction/history?from=2026-02-02&to=2026-02-01', alice.headers);
    expect(reversed.statusCode).toBe(400);
    const unknown = await get('/transaction/history?asset=NOPE', alice.headers);
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a cursor it did not hand out', async () => {
    for (const cursor of ['nonsense', Buffer.from('1.9.x').toString('base64url')]) {
      const response = await get(`/transaction/history?cursor=${cursor}`, alice.headers);
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('keyset pagination', () => {
  it('walks every group once, even when groups share a timestamp and others arrive meanwhile', async () => {
    const user = await signedInUser(t.app);
    const headers = user.headers;
    for (let index = 0; index < 14; index += 1) {
      const response = await simulateFiatDeposit(t.app, {
        email: user.user.email,
        amount: `${10 + index}`,
      });
      expect(response.statusCode).toBe(200);
    }
    // Three clusters of transfers with identical timestamps: ties are broken by id.
    const rows = await t.app.db
      .selectFrom('transfers')
      .select('transfer_id')
      .where('user_id', '=', user.user.user_id)
      .execute();
    for (const [index, row] of rows.entries()) {
      await sql`update transfers set created_at = ${new Date(Date.UTC(2026, 0, 1 + (index % 3)))}
        where transfer_id = ${row.transfer_id}`.execute(t.app.db);
    }
    const before = (await data<HistoryGroupPage>('/transaction/history?limit=200', headers)).groups;
    expect(before).toHaveLength(14);

    const previous = alice;
    alice = { ...alice, headers };
    let arrived = 0;
    const seen = await walk('', 3, async () => {
      arrived += 1;
      // New deposits land while the customer scrolls: concurrently, two at a time.
      await Promise.all(
        [0, 1].map((offset) =>
          simulateFiatDeposit(t.app, { email: user.user.email, amount: `${arrived}.0${offset}` }),
        ),
      );
    });
    alice = previous;
    expect(arrived).toBeGreaterThan(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before.map((group) => group.groupId));
    const after = (await data<HistoryGroupPage>('/transaction/history?limit=200', headers)).groups;
    expect(after).toHaveLength(14 + arrived * 2);
  }, 120_000);

  it('pages a filtered view the same way', async () => {
    const all = (await page('?asset=BTC')).groups.map((group) => group.groupId);
    expect(await walk('?asset=BTC', 1)).toEqual(all);
  });
});

describe('tax summary and years', () => {
  it('lists the current year and the years traded, and sums the report', async () => {
    const years = await data<TaxYears>('/transaction/tax-years', alice.headers);
    expect(years.years[0]).toBe(years.current);
    const summary = await data<TaxSummary>(
      `/transaction/tax-summary?financialYear=${years.current}`,
      alice.headers,
    );
    // The sell and the swap's sell leg each dispose of BTC bought in the first buy.
    expect(summary.disposals).toBe(2);
    expect(Number(summary.proceeds)).toBeGreaterThan(0);
    expect(Number(summary.costBase)).toBeGreaterThan(0);
    const csv = (await get(`/transaction/tax-report?financialYear=${years.current}`, alice.headers))
      .body;
    expect(csv).toContain(`Capital gains (AUD),${summary.gains}`);
    expect(csv).toContain(`Capital losses (AUD),${summary.losses}`);
    expect(csv).toContain(`Net capital gain or loss (AUD),${summary.net}`);
    const future = await get(
      `/transaction/tax-summary?financialYear=${years.current + 1}`,
      alice.headers,
    );
    expect(future.statusCode).toBe(400);
  });
});
