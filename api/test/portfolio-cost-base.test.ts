import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntryKind, PostingType } from '../src/db/schema.js';
import { financialYearOf } from '../src/modules/cost-base/index.js';
import {
  customerAccounts,
  systemAccount,
} from '../src/modules/ledger/ledger-account-repository.js';
import { expectLedgerSound, fund } from './helpers/ledger.js';
import { insertEntryAt, insertPostingsAt, type BackdatedPosting } from './helpers/backdated.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

/**
 * One fixed history, figured by hand (docs/product/portfolio.md#cost-base), checked against
 * the holdings, the parcels, a sale's preview and the tax report's CSV. Trades are seeded as
 * records with ledger entries of their own, so every amount is round and known:
 *
 *   T-500d  buy 0.1 BTC for $5,000.00                          lot A
 *   T-420d  referral bonus $20.00 (income, no coin)
 *   T-300d  bucket buy: 0.05 BTC for $3,000.00, 1 ETH for $4,000.00   lots B, E1
 *   T-200d  0.5 ETH transferred in (cost base unknown: $0)     lot E2
 *   T-30d   sell 0.04 BTC for $4,400.00: A 0.04 costs $2,000.00, gain $2,400.00 (held > 12 m)
 *   T-20d   swap 0.03 BTC → 0.8 ETH, $3,300.00: A 0.03 costs $1,500.00, gain $1,800.00 (> 12 m);
 *           0.8 ETH costs $3,300.00                             lot E3
 *   T-10d   withdraw 0.02 BTC (A, $1,000.00 of cost leaves) + 0.0001 BTC network fee:
 *           A 0.0001 costs $5.00, proceeds $0, loss $5.00
 *   T-5d    sell 1.2 ETH for $6,000.00: E1 whole (cost $4,000.00, proceeds $5,000.00, gain
 *           $1,000.00), E2 0.2 (cost $0, proceeds $1,000.00, gain $1,000.00), neither > 12 m
 * Left: BTC A 0.0099 ($495.00), B 0.05 ($3,000.00): 0.0599 BTC, cost base $3,495.00;
 *       ETH E2 0.3 ($0.00), E3 0.8 ($3,300.00): 1.1 ETH, cost base $3,300.00.
 */

type Headers = Record<string, string>;
let t: TestApp;
let customer: { userId: string; headers: Headers };
const now = Date.now();
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now - days * DAY);
const T = {
  lotA: daysAgo(500),
  referral: daysAgo(420),
  bucket: daysAgo(300),
  deposit: daysAgo(200),
  sale: daysAgo(30),
  swap: daysAgo(20),
  withdrawal: daysAgo(10),
  ethSale: daysAgo(5),
};
const CENT = 10n ** 16n;
const BTC = (decimal: string) => BigInt(Math.round(Number(decimal) * 1e8));
const ETH = (decimal: string) => BigInt(Math.round(Number(decimal) * 1e6)) * 10n ** 12n;
const aud = (dollars: string) => BigInt(Math.round(Number(dollars) * 100)) * CENT;

const journal = (at: Date, kind: JournalEntryKind) =>
  insertEntryAt(t.app.db, { kind, description: `Seeded ${kind}`, at });

const post = (
  entryId: string,
  at: Date,
  postings: BackdatedPosting[],
  link: { tradeId?: string; transferId?: string },
) =>
  insertPostingsAt(
    t.app.db,
    entryId,
    at,
    postings.map((posting) => ({ ...posting, ...link })),
  );

const mine = async (assetId: string) =>
  (await customerAccounts(t.app.db, customer.userId, [assetId])).get(assetId) ?? '';

interface SeededTrade {
  at: Date;
  side: 'buy' | 'sell';
  orderType: 'buy' | 'sell' | 'swap';
  coin: 'btc' | 'eth';
  coins: bigint;
  dollars: bigint;
  bucketOrderId?: string;
  swapId?: string;
}

const moved = (sign: bigint): PostingType => (sign > 0n ? 'trade_in' : 'trade_out');

/** A complete trade record and its ledger entry: the coin against AUD with the house. */
async function seedTrade(trade: SeededTrade) {
  const entryId = await journal(trade.at, 'trade');
  const buy = trade.side === 'buy';
  const { trade_id: tradeId } = await t.app.db
    .insertInto('trades')
    .values({
      user_id: customer.userId,
      status: 'complete',
      side: trade.side,
      order_type: trade.orderType,
      type: trade.bucketOrderId ? 'bucket' : 'preview',
      crypto_asset_id: trade.coin,
      spend_asset_id: buy ? 'aud' : trade.coin,
      receive_asset_id: buy ? trade.coin : 'aud',
      order_amount: (buy ? trade.dollars : trade.coins).toString(),
      spend_amount: (buy ? trade.dollars : trade.coins).toString(),
      receive_amount: (buy ? trade.coins : trade.dollars).toString(),
      crypto_amount: trade.coins.toString(),
      fiat_amount: trade.dollars.toString(),
      price: '1',
      mid_price: '1',
      fee_amount: '0',
      fee_percentage: '0.6',
      spread_amount: '0',
      expires_at: trade.at,
      entry_id: entryId,
      bucket_order_id: trade.bucketOrderId ?? null,
      swap_id: trade.swapId ?? null,
      created_at: trade.at,
      executed_at: trade.at,
    })
    .returning('trade_id')
    .executeTakeFirstOrThrow();
  const sign = buy ? 1n : -1n;
  await post(
    entryId,
    trade.at,
    [
      {
        accountId: await mine(trade.coin),
        assetId: trade.coin,
        amount: sign * trade.coins,
        type: moved(sign),
      },
      {
        accountId: await systemAccount(t.app.db, 'house', trade.coin),
        assetId: trade.coin,
        amount: -sign * trade.coins,
        type: moved(-sign),
      },
      {
        accountId: await mine('aud'),
        assetId: 'aud',
        amount: -sign * trade.dollars,
        type: moved(-sign),
      },
      {
        accountId: await systemAccount(t.app.db, 'house', 'aud'),
        assetId: 'aud',
        amount: sign * trade.dollars,
        type: moved(sign),
      },
    ],
    { tradeId },
  );
}

async function seedBucketOrder(at: Date, dollars: bigint) {
  const entryId = await journal(at, 'trade');
  const bucket = await t.app.db.selectFrom('buckets').select('bucket_id').executeTakeFirstOrThrow();
  const { bucket_order_id: id } = await t.app.db
    .insertInto('bucket_orders')
    .values({
      user_id: customer.userId,
      bucket_id: bucket.bucket_id,
      status: 'complete',
      requested_spend: dollars.toString(),
      actual_spend: dollars.toString(),
      total_fees: '0',
      expires_at: at,
      entry_id: entryId,
      created_at: at,
      executed_at: at,
    })
    .returning('bucket_order_id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedCoinTransfer(at: Date, kind: 'deposit' | 'withdrawal', coins: bigint, fee = 0n) {
  const entryId = await journal(at, kind);
  const transferId = randomUUID();
  const assetId = kind === 'deposit' ? 'eth' : 'btc';
  const customerAccount = await mine(assetId);
  const chain = await systemAccount(t.app.db, 'external_chain', assetId);
  const sign = kind === 'deposit' ? 1n : -1n;
  const postings: { accountId: string; assetId: string; amount: bigint; type: PostingType }[] = [
    { accountId: customerAccount, assetId, amount: sign * coins, type: kind },
    { accountId: chain, assetId, amount: -sign * coins, type: kind },
  ];
  if (fee > 0n) {
    const feeAccount = await systemAccount(t.app.db, 'fee', assetId);
    postings.push(
      { accountId: customerAccount, assetId, amount: -fee, type: 'trade_fee' },
      { accountId: feeAccount, assetId, amount: fee, type: 'trade_fee' },
    );
  }
  await post(entryId, at, postings, { transferId });
}

async function seedReferral(at: Date, dollars: bigint) {
  const entryId = await journal(at, 'referral');
  await post(
    entryId,
    at,
    [
      { accountId: await mine('aud'), assetId: 'aud', amount: dollars, type: 'referral' },
      {
        accountId: await systemAccount(t.app.db, 'house', 'aud'),
        assetId: 'aud',
        amount: -dollars,
        type: 'referral',
      },
    ],
    {},
  );
}

const get = (url: string, headers: Headers = customer.headers) =>
  t.app.inject({ method: 'GET', url, headers });
const dollarsOf = (amount: { value: string } | null) =>
  amount === null ? null : (Number(BigInt(amount.value) / CENT) / 100).toFixed(2);
const currentYear = financialYearOf(new Date(now));
const thisYear = (at: Date) => financialYearOf(at) === currentYear;

/** The first Sydney day after the anniversary, figured with Intl alone. */
function discountDay(at: Date): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' })
    .format(at)
    .split('-')
    .map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  const next = new Date(Date.UTC(year + 1, month - 1, Math.min(day, lastDay) + 1));
  return next.toISOString().slice(0, 10);
}

beforeAll(async () => {
  t = await createTestApp();
  const { user, headers } = await signedInUser(t.app);
  customer = { userId: user.user_id, headers };
  await fund(t.app.db, user.user_id, 'aud', '20000');
  await seedTrade({
    at: T.lotA,
    side: 'buy',
    orderType: 'buy',
    coin: 'btc',
    coins: BTC('0.1'),
    dollars: aud('5000'),
  });
  await seedReferral(T.referral, aud('20'));
  const bucketOrderId = await seedBucketOrder(T.bucket, aud('7000'));
  await seedTrade({
    at: T.bucket,
    side: 'buy',
    orderType: 'buy',
    coin: 'btc',
    coins: BTC('0.05'),
    dollars: aud('3000'),
    bucketOrderId,
  });
  await seedTrade({
    at: T.bucket,
    side: 'buy',
    orderType: 'buy',
    coin: 'eth',
    coins: ETH('1'),
    dollars: aud('4000'),
    bucketOrderId,
  });
  await seedCoinTransfer(T.deposit, 'deposit', ETH('0.5'));
  await seedTrade({
    at: T.sale,
    side: 'sell',
    orderType: 'sell',
    coin: 'btc',
    coins: BTC('0.04'),
    dollars: aud('4400'),
  });
  const swapId = randomUUID();
  await seedTrade({
    at: T.swap,
    side: 'sell',
    orderType: 'swap',
    coin: 'btc',
    coins: BTC('0.03'),
    dollars: aud('3300'),
    swapId,
  });
  await seedTrade({
    at: T.swap,
    side: 'buy',
    orderType: 'swap',
    coin: 'eth',
    coins: ETH('0.8'),
    dollars: aud('3300'),
    swapId,
  });
  await seedCoinTransfer(T.withdrawal, 'withdrawal', BTC('0.02'), BTC('0.0001'));
  await seedTrade({
    at: T.ethSale,
    side: 'sell',
    orderType: 'sell',
    coin: 'eth',
    coins: ETH('1.2'),
    dollars: aud('6000'),
  });
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

interface Holding {
  asset: { assetId: string };
  amount: { decimalValue?: string; value: string };
  value: { value: string } | null;
  costBase: { value: string };
  unrealisedGain: { value: string } | null;
  unrealisedPercent: string | null;
  realisedGainThisYear: { value: string };
  costBaseUnknown: boolean;
}

describe('GET /user/portfolio/holdings', () => {
  it('gives each coin the cost base of its FIFO parcels and the gain realised this year', async () => {
    const response = await get('/user/portfolio/holdings');
    expect(response.statusCode, response.body).toBe(200);
    const { holdings, totals, financialYear } = response.json<{
      data: {
        holdings: Holding[];
        totals: Record<string, { value: string }>;
        financialYear: number;
      };
    }>().data;
    expect(financialYear).toBe(currentYear);
    const byCoin = new Map(holdings.map((holding) => [holding.asset.assetId, holding]));
    const btc = byCoin.get('btc');
    const eth = byCoin.get('eth');
    expect(btc?.amount.value).toBe(BTC('0.0599').toString());
    expect(dollarsOf(btc?.costBase ?? null)).toBe('3495.00');
    expect(btc?.costBaseUnknown).toBe(false);
    expect(eth?.amount.value).toBe(ETH('1.1').toString());
    expect(dollarsOf(eth?.costBase ?? null)).toBe('3300.00');
    expect(eth?.costBaseUnknown).toBe(true);
    const btcRealised =
      (thisYear(T.sale) ? 2400 : 0) +
      (thisYear(T.swap) ? 1800 : 0) -
      (thisYear(T.withdrawal) ? 5 : 0);
    const ethRealised = thisYear(T.ethSale) ? 2000 : 0;
    expect(dollarsOf(btc?.realisedGainThisYear ?? null)).toBe(btcRealised.toFixed(2));
    expect(dollarsOf(eth?.realisedGainThisYear ?? null)).toBe(ethRealised.toFixed(2));
    expect(dollarsOf(totals.realisedGainThisYear ?? null)).toBe(
      (btcRealised + ethRealised).toFixed(2),
    );
    expect(dollarsOf(totals.costBase ?? null)).toBe('6795.00');
    // Unrealised = value at the sell price − cost base, per coin and in total.
    for (const holding of [btc, eth]) {
      const value = BigInt(holding?.value?.value ?? '0');
      expect(BigInt(holding?.unrealisedGain?.value ?? '0')).toBe(
        value - BigInt(holding?.costBase.value ?? '0'),
      );
    }
    expect(BigInt(totals.unrealisedGain?.value ?? '0')).toBe(
      BigInt(totals.value?.value ?? '0') - BigInt(totals.costBase?.value ?? '0'),
    );
  });

  it('agrees with the tax report’s CSV to the cent', async () => {
    const csv = await get(`/transaction/tax-report?financialYear=${currentYear}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    const columns = (lines.find((line) => line.startsWith('Asset,Quantity')) ?? '').split(',');
    const at = lines.findIndex((line) => line.startsWith('Asset,Quantity'));
    const gainColumn = columns.indexOf('Gain or loss (AUD)');
    const rows = lines.slice(at + 1, lines.indexOf('Totals') - 1).map((line) => line.split(','));
    const csvGain = (symbol: string) =>
      rows
        .filter((row) => row[0] === symbol)
        .reduce((sum, row) => sum + Math.round(Number(row[gainColumn]) * 100), 0);
    const { holdings } = (await get('/user/portfolio/holdings')).json<{
      data: { holdings: Holding[] };
    }>().data;
    for (const holding of holdings) {
      expect(Number(BigInt(holding.realisedGainThisYear.value) / CENT)).toBe(
        csvGain(holding.asset.assetId.toUpperCase()),
      );
    }
  });

  it('shows another customer nothing, and needs a session', async () => {
    const other = await signedInUser(t.app);
    const response = await get('/user/portfolio/holdings', other.headers);
    expect(response.json().data.holdings).toEqual([]);
    expect(response.json().data.totals.unrealisedPercent).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/user/portfolio/holdings' })).statusCode,
    ).toBe(401);
  });
});

describe('GET /user/portfolio/holdings/:assetId/parcels', () => {
  it('lists what is left of each parcel, oldest first, with its discount date', async () => {
    const response = await get('/user/portfolio/holdings/btc/parcels');
    expect(response.statusCode, response.body).toBe(200);
    const { parcels, amount } = response.json().data;
    expect(amount.value).toBe(BTC('0.0599').toString());
    expect(
      parcels.map((parcel: { amount: { value: string }; costBase: { value: string } }) => [
        parcel.amount.value,
        dollarsOf(parcel.costBase),
      ]),
    ).toEqual([
      [BTC('0.0099').toString(), '495.00'],
      [BTC('0.05').toString(), '3000.00'],
    ]);
    expect(dollarsOf(parcels[0].costPerCoin)).toBe('50000.00');
    expect(dollarsOf(parcels[1].costPerCoin)).toBe('60000.00');
    expect(parcels[0]).toMatchObject({
      acquiredAt: T.lotA.toISOString(),
      source: 'buy',
      discountFrom: discountDay(T.lotA),
      discountEligible: true,
      daysToDiscount: 0,
    });
    expect(parcels[1]).toMatchObject({
      acquiredAt: T.bucket.toISOString(),
      discountFrom: discountDay(T.bucket),
      discountEligible: false,
    });
    // 300 days held: eligible after the anniversary, 65 or 66 days on (leap years, clock).
    expect(parcels[1].daysToDiscount).toBeGreaterThanOrEqual(65);
    expect(parcels[1].daysToDiscount).toBeLessThanOrEqual(67);
  });

  it('marks a parcel transferred in, and answers a coin not held with no parcels', async () => {
    const eth = (await get('/user/portfolio/holdings/ETH/parcels')).json().data;
    expect(eth.parcels.map((parcel: { source: string }) => parcel.source)).toEqual([
      'transfer_in',
      'swap',
    ]);
    expect(dollarsOf(eth.parcels[0].costBase)).toBe('0.00');
    expect(eth.parcels[0].amount.value).toBe(ETH('0.3').toString());
    const sol = await get('/user/portfolio/holdings/sol/parcels');
    expect(sol.statusCode).toBe(200);
    expect(sol.json().data.parcels).toEqual([]);
  });

  it('refuses an unknown coin and AUD with a 404 that names it', async () => {
    for (const coin of ['zzz', 'aud']) {
      const response = await get(`/user/portfolio/holdings/${coin}/parcels`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`A coin called ${coin.toUpperCase()} was not found`);
    }
  });
});

describe('GET /user/portfolio/holdings/:assetId/sale-preview', () => {
  it('shows which parcels FIFO would use, the gain and the discountable part', async () => {
    const response = await get('/user/portfolio/holdings/btc/sale-preview?amount=0.02');
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data;
    // 0.0099 from A ($495.00, held > 12 months), then 0.0101 from B (3000 × 0.0101 / 0.05).
    expect(
      preview.parcels.map(
        (parcel: {
          amount: { value: string };
          costBase: { value: string };
          discountEligible: boolean;
        }) => [parcel.amount.value, dollarsOf(parcel.costBase), parcel.discountEligible],
      ),
    ).toEqual([
      [BTC('0.0099').toString(), '495.00', true],
      [BTC('0.0101').toString(), '606.00', false],
    ]);
    expect(dollarsOf(preview.costBase)).toBe('1101.00');
    const proceeds = BigInt(preview.proceeds.value);
    expect(BigInt(preview.gain.value)).toBe(proceeds - aud('1101'));
    const [fromA] = preview.parcels;
    expect(BigInt(preview.discountEligibleGain.value)).toBe(
      BigInt(fromA.gain.value) > 0n ? BigInt(fromA.gain.value) : 0n,
    );
    expect(BigInt(preview.discount.value) * 2n).toBeLessThanOrEqual(
      BigInt(preview.discountEligibleGain.value),
    );
    // The proceeds are the sell price less the fee, in cents, split by quantity.
    expect(
      BigInt(preview.parcels[0].proceeds.value) + BigInt(preview.parcels[1].proceeds.value),
    ).toBe(proceeds);
    expect(proceeds + BigInt(preview.fee.value)).toBeGreaterThan(0n);
  });

  it('sells nothing: the holdings are the same after a preview', async () => {
    const before = (await get('/user/portfolio/holdings')).json().data.totals.costBase;
    await get('/user/portfolio/holdings/btc/sale-preview?amount=0.05');
    expect((await get('/user/portfolio/holdings')).json().data.totals.costBase).toEqual(before);
  });

  it.each([
    ['btc', 'amount=0.06', 400, 'You hold 0.0599 BTC: preview a sale of at most that'],
    ['btc', 'amount=-1', 400, 'amount cannot be negative'],
    ['btc', 'amount=0', 400, 'amount must be more than zero'],
    ['btc', 'amount=abc', 400, 'amount must be a number such as 0.25'],
    ['btc', '', 400, 'amount is required: how much of the coin to sell'],
    ['btc', 'amount=0.000000001', 400, 'BTC amounts can have at most 8 decimals'],
    ['sol', 'amount=1', 400, 'You hold no SOL: there is nothing to sell'],
    ['zzz', 'amount=1', 404, 'A coin called ZZZ was not found'],
  ])('refuses %s %s with a %i that says why', async (coin, query, status, message) => {
    const response = await get(`/user/portfolio/holdings/${coin}/sale-preview?${query}`);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  });
});
