import { randomUUID } from 'node:crypto';
import { fromSmallestUnits } from '@wattle/shared/contracts';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntryKind } from '../src/db/schema.js';
import { financialYearOf } from '../src/modules/cost-base/index.js';
import {
  customerAccounts,
  systemAccount,
} from '../src/modules/ledger/ledger-account-repository.js';
import { expectLedgerSound, fund } from './helpers/ledger.js';
import { insertEntryAt, insertPostingsAt, type BackdatedPosting } from './helpers/backdated.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { trade } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;
type Order = Parameters<typeof trade>[2];

let t: TestApp;
let taxpayer: { userId: string; headers: Headers; name: string };

const BTC = 8;
const ETH = 18;
const units = (decimal: string, precision: number) =>
  BigInt(new Big(decimal).times(`1e${precision}`).toFixed(0));
const coins = (value: bigint, precision: number) => fromSmallestUnits(value, precision).toFixed();
/** Ledger AUD units as the report prints them. */
const dollars = (value: string) => new Big(value).div('1e18').toFixed(2);

async function execute(headers: Headers, order: Order): Promise<string[]> {
  const { submitted } = await trade(t.app, headers, order);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const result = submitted.json<{ data: { tradeId: string; swapLeg?: { tradeId: string } } }>()
    .data;
  return result.swapLeg ? [result.tradeId, result.swapLeg.tradeId] : [result.tradeId];
}

/** As if the trades had executed at `iso` (trades are records; the ledger stays untouched). */
async function backdate(tradeIds: string[], iso: string) {
  await t.app.db
    .updateTable('trades')
    .set({ executed_at: new Date(iso) })
    .where('trade_id', 'in', tradeIds)
    .execute();
}

const tradeRow = (tradeId: string) =>
  t.app.db
    .selectFrom('trades')
    .selectAll()
    .where('trade_id', '=', tradeId)
    .executeTakeFirstOrThrow();

type HistoricPosting = Omit<BackdatedPosting, 'tradeId'> & { transferId: string };

/** A journal entry from the past: postEntry always writes "now", history needs its own date. */
async function postAt(iso: string, kind: JournalEntryKind, postings: HistoricPosting[]) {
  const at = new Date(iso);
  await t.app.db.transaction().execute(async (trx) => {
    const entryId = await insertEntryAt(trx, { kind, description: `Historic ${kind}`, at });
    await insertPostingsAt(trx, entryId, at, postings);
  });
}

async function accounts(assetId: string) {
  const mine = await customerAccounts(t.app.db, taxpayer.userId, [assetId]);
  return {
    customer: mine.get(assetId) ?? '',
    chain: await systemAccount(t.app.db, 'external_chain', assetId),
    fee: await systemAccount(t.app.db, 'fee', assetId),
  };
}

async function depositCoins(iso: string, assetId: string, amount: bigint) {
  const { customer, chain } = await accounts(assetId);
  const common = { assetId, type: 'deposit' as const, transferId: randomUUID() };
  await postAt(iso, 'deposit', [
    { ...common, accountId: chain, amount: -amount },
    { ...common, accountId: customer, amount },
  ]);
}

async function withdrawCoins(iso: string, assetId: string, amount: bigint, fee: bigint) {
  const { customer, chain, fee: feeAccount } = await accounts(assetId);
  const transferId = randomUUID();
  await postAt(iso, 'withdrawal', [
    { accountId: customer, assetId, amount: -amount, type: 'withdrawal', transferId },
    { accountId: chain, assetId, amount, type: 'withdrawal', transferId },
    { accountId: customer, assetId, amount: -fee, type: 'trade_fee', transferId },
    { accountId: feeAccount, assetId, amount: fee, type: 'trade_fee', transferId },
  ]);
  return transferId;
}

/** RFC 4180 fields of one line. */
function fields(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      current += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      out.push(current);
      current = '';
    } else current += char;
  }
  return [...out, current];
}

interface ParsedReport {
  header: Map<string, string>;
  rules: string[];
  rows: Record<string, string>[];
  totals: Map<string, string>;
}

async function taxReport(headers: Headers, financialYear: number): Promise<ParsedReport> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/transaction/tax-report?financialYear=${financialYear}&format=csv`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="wattle-tax-report-FY${financialYear}.csv"`,
  );
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const lines = response.body.slice(1).split('\r\n');
  const columnsAt = lines.findIndex((line) => line.startsWith('Asset,Quantity'));
  const totalsAt = lines.indexOf('Totals');
  const columns = fields(lines[columnsAt] ?? '');
  const headerLines = lines.slice(1, columnsAt - 1).map((line) => fields(line) as [string, string]);
  const header = new Map(headerLines);
  const rules = headerLines.filter(([key]) => key === 'Rule').map(([, rule]) => rule);
  const rows = lines
    .slice(columnsAt + 1, totalsAt - 1)
    .map((line) => Object.fromEntries(fields(line).map((value, i) => [columns[i] ?? '', value])));
  const totals = new Map(
    lines
      .slice(totalsAt + 1)
      .filter(Boolean)
      .map((line) => fields(line) as [string, string]),
  );
  return { header, rules, rows, totals };
}

const sumOf = (values: string[]) => values.reduce((sum, value) => sum.plus(value), new Big(0));

const ids = {
  lotA: '',
  lotB: '',
  fy2025Sale: '',
  sale: '',
  swapSell: '',
  swapBuy: '',
  ethSale: '',
};
const lot = { a: 0n, b: 0n, fy2025: 0n, saleFromB: 0n, swapped: 0n, ethFromSwap: 0n, ethSold: 0n };
const FEE = units('0.0002', BTC);

beforeAll(async () => {
  t = await createTestApp();
  const { user, headers } = await signedInUser(t.app);
  taxpayer = { userId: user.user_id, headers, name: `${user.first_name} ${user.last_name}` };
  await fund(t.app.db, user.user_id, 'aud', '20000');

  [ids.lotA = ''] = await execute(headers, {
    cryptoAssetId: 'btc',
    orderAmount: '3000',
    orderType: 'buy',
  });
  await backdate([ids.lotA], '2024-03-10T10:00:00+11:00');
  [ids.lotB = ''] = await execute(headers, {
    cryptoAssetId: 'btc',
    orderAmount: '1500',
    orderType: 'buy',
  });
  await backdate([ids.lotB], '2025-09-01T10:00:00+10:00');
  lot.a = BigInt((await tradeRow(ids.lotA)).crypto_amount);
  lot.b = BigInt((await tradeRow(ids.lotB)).crypto_amount);

  // FY2025: part of lot A goes.
  lot.fy2025 = lot.a / 3n;
  const sellBtc = (quantity: bigint): Order => ({
    cryptoAssetId: 'btc',
    orderAmount: coins(quantity, BTC),
    orderType: 'sell',
  });
  [ids.fy2025Sale = ''] = await execute(headers, sellBtc(lot.fy2025));
  await backdate([ids.fy2025Sale], '2025-05-01T10:00:00+10:00');

  // FY2026: the rest of lot A and half of lot B in one sale, then a swap into ETH.
  lot.saleFromB = lot.b / 2n;
  [ids.sale = ''] = await execute(headers, sellBtc(lot.a - lot.fy2025 + lot.saleFromB));
  await backdate([ids.sale], '2026-02-01T10:00:00+11:00');
  lot.swapped = (lot.b - lot.saleFromB) / 2n;
  [ids.swapSell = '', ids.swapBuy = ''] = await execute(headers, {
    cryptoAssetId: 'btc',
    orderAmount: coins(lot.swapped, BTC),
    orderType: 'swap',
    targetAssetId: 'eth',
  });
  await backdate([ids.swapSell, ids.swapBuy], '2026-03-01T10:00:00+11:00');
  lot.ethFromSwap = BigInt((await tradeRow(ids.swapBuy)).crypto_amount);

  // ETH transferred in before the swap is the oldest ETH lot.
  await depositCoins('2025-01-01T10:00:00+11:00', 'eth', units('0.5', ETH));
  lot.ethSold = units('0.5', ETH) + (lot.ethFromSwap / 2n / 10n ** 10n) * 10n ** 10n;
  [ids.ethSale = ''] = await execute(headers, {
    cryptoAssetId: 'eth',
    orderAmount: coins(lot.ethSold, ETH),
    orderType: 'sell',
  });
  await backdate([ids.ethSale], '2026-04-01T10:00:00+11:00');

  // A withdrawal takes lot B's oldest coins; a failed, refunded one changes nothing.
  const left = lot.b - lot.saleFromB - lot.swapped;
  await withdrawCoins('2026-05-01T10:00:00+10:00', 'btc', left / 2n, FEE);
  const failed = await withdrawCoins('2026-05-10T10:00:00+10:00', 'btc', 10_000n, FEE);
  const { customer, chain } = await accounts('btc');
  await postAt('2026-05-11T10:00:00+10:00', 'refund', [
    { accountId: chain, assetId: 'btc', amount: -10_000n, type: 'refund', transferId: failed },
    {
      accountId: await systemAccount(t.app.db, 'fee', 'btc'),
      assetId: 'btc',
      amount: -FEE,
      type: 'refund',
      transferId: failed,
    },
    {
      accountId: customer,
      assetId: 'btc',
      amount: 10_000n + FEE,
      type: 'refund',
      transferId: failed,
    },
  ]);

  // Today (FY2027): a small sale.
  await execute(headers, sellBtc(units('0.0001', BTC)));
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

describe('GET /transaction/tax-report (CSV)', () => {
  it('heads the file with the customer, the year, the method and the rules', async () => {
    const { header, rules } = await taxReport(taxpayer.headers, 2026);
    expect(header.get('Customer')).toBe(taxpayer.name);
    expect(header.get('Financial year')).toBe(
      'FY2026: 01/07/2025 to 30/06/2026 (Australia/Sydney)',
    );
    expect(header.get('Method')).toBe('FIFO (first in, first out)');
    expect(header.get('Generated')).toMatch(
      /^\d{2}\/\d{2}\/\d{4} (1[0-2]|[1-9]):\d{2}[ap]m Australia\/Sydney$/,
    );
    expect(rules).toHaveLength(9);
    expect(rules.join(' ')).toContain(
      'cost base of $0.00, marked "Transferred in (cost base unknown)"',
    );
    expect(rules.join(' ')).toContain('a disposal with $0.00 proceeds (marked "Network fee")');
  });

  it('lists only the year’s disposals, one row per lot consumed, first in first out', async () => {
    const { rows } = await taxReport(taxpayer.headers, 2026);
    expect(
      rows.map((row) => [row.Asset, row.Disposed, row.Acquired, row.Acquisition, row.Disposal]),
    ).toEqual([
      ['BTC', '01/02/2026', '10/03/2024', 'Bought', 'Sold'],
      ['BTC', '01/02/2026', '01/09/2025', 'Bought', 'Sold'],
      ['BTC', '01/03/2026', '01/09/2025', 'Bought', 'Swapped out'],
      ['ETH', '01/04/2026', '01/01/2025', 'Transferred in (cost base unknown)', 'Sold'],
      ['ETH', '01/04/2026', '01/03/2026', 'Swapped in', 'Sold'],
      ['BTC', '01/05/2026', '01/09/2025', 'Bought', 'Network fee'],
    ]);
    expect(rows.map((row) => row.Quantity)).toEqual([
      coins(lot.a - lot.fy2025, BTC),
      coins(lot.saleFromB, BTC),
      coins(lot.swapped, BTC),
      '0.5',
      coins(lot.ethSold - units('0.5', ETH), ETH),
      '0.0002',
    ]);
    expect(rows.map((row) => row['Held over 12 months (discount eligible)'])).toEqual([
      'Yes',
      'No',
      'No',
      'Yes',
      'No',
      'No',
    ]);
  });

  it('uses AUD paid with fees as cost base and AUD received after the fee as proceeds', async () => {
    const { rows } = await taxReport(taxpayer.headers, 2026);
    const [fromA, fromB, swapped, deposited, swappedIn, fee] = rows;
    const sale = await tradeRow(ids.sale);
    expect(sumOf([fromA, fromB].map((row) => row?.['Proceeds (AUD)'] ?? '')).toFixed(2)).toBe(
      dollars(sale.receive_amount),
    );
    // Lot A's cost is shared between last year's sale and this one, to the cent.
    const lastYear = await taxReport(taxpayer.headers, 2025);
    expect(lastYear.rows).toHaveLength(1);
    expect(lastYear.rows[0]?.Quantity).toBe(coins(lot.fy2025, BTC));
    expect(
      sumOf([
        lastYear.rows[0]?.['Cost base (AUD)'] ?? '',
        fromA?.['Cost base (AUD)'] ?? '',
      ]).toFixed(2),
    ).toBe(dollars((await tradeRow(ids.lotA)).spend_amount));
    expect(swapped?.['Proceeds (AUD)']).toBe(
      dollars((await tradeRow(ids.swapSell)).receive_amount),
    );
    expect(deposited?.['Cost base (AUD)']).toBe('0.00');
    const ethSale = await tradeRow(ids.ethSale);
    expect(
      sumOf([deposited, swappedIn].map((row) => row?.['Proceeds (AUD)'] ?? '')).toFixed(2),
    ).toBe(dollars(ethSale.receive_amount));
    // The swap's ETH costs what the BTC fetched; the sale takes half of it, pro rata.
    const swapCost = new Big(dollars((await tradeRow(ids.swapBuy)).spend_amount));
    const share = new Big(coins(lot.ethSold - units('0.5', ETH), ETH)).div(
      coins(lot.ethFromSwap, ETH),
    );
    expect(
      new Big(swappedIn?.['Cost base (AUD)'] ?? '').minus(swapCost.times(share)).abs().lte('0.005'),
    ).toBe(true);
    expect(fee?.['Proceeds (AUD)']).toBe('0.00');
    expect(new Big(fee?.['Cost base (AUD)'] ?? '0').gt(0)).toBe(true);
    for (const row of rows) {
      expect(new Big(row['Gain or loss (AUD)'] ?? '').toFixed(2)).toBe(
        new Big(row['Proceeds (AUD)'] ?? '').minus(row['Cost base (AUD)'] ?? '').toFixed(2),
      );
    }
  });

  it('totals gains, losses, the net and the discount-eligible gains', async () => {
    const { rows, totals } = await taxReport(taxpayer.headers, 2026);
    const gains = rows.map((row) => new Big(row['Gain or loss (AUD)'] ?? ''));
    const positive = gains.filter((gain) => gain.gt(0));
    const negative = gains.filter((gain) => gain.lt(0));
    const sum = (values: Big[]) => values.reduce((total, value) => total.plus(value), new Big(0));
    expect(totals.get('Capital gains (AUD)')).toBe(sum(positive).toFixed(2));
    expect(totals.get('Capital losses (AUD)')).toBe(sum(negative).abs().toFixed(2));
    expect(totals.get('Net capital gain or loss (AUD)')).toBe(sum(gains).toFixed(2));
    const eligible = rows.filter(
      (row) =>
        row['Held over 12 months (discount eligible)'] === 'Yes' &&
        new Big(row['Gain or loss (AUD)'] ?? '').gt(0),
    );
    expect(totals.get('Gains held over 12 months, discount eligible (AUD)')).toBe(
      sumOf(eligible.map((row) => row['Gain or loss (AUD)'] ?? '')).toFixed(2),
    );
    expect(totals.get('Disposal rows')).toBe('6');
  });

  it('keeps this year’s sale to this year’s report', async () => {
    const current = financialYearOf(new Date());
    const { rows } = await taxReport(taxpayer.headers, current);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Asset: 'BTC', Quantity: '0.0001', Acquired: '01/09/2025' });
  });

  it('shows another customer nothing of this one’s', async () => {
    const other = await signedInUser(t.app);
    const { header, rows, totals } = await taxReport(other.headers, 2026);
    expect(header.get('Customer')).toBe(`${other.user.first_name} ${other.user.last_name}`);
    expect(rows).toEqual([]);
    expect(totals.get('Net capital gain or loss (AUD)')).toBe('0.00');
  });

  it('never lets a name run as a spreadsheet formula', async () => {
    const other = await signedInUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ first_name: '=HYPERLINK("x")', last_name: 'Smith' })
      .where('user_id', '=', other.user.user_id)
      .execute();
    const { header } = await taxReport(other.headers, 2026);
    expect(header.get('Customer')).toBe(`'=HYPERLINK("x") Smith`);
  });
});

describe('GET /transaction/tax-report (PDF and validation)', () => {
  it('sends a PDF download when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/transaction/tax-report?financialYear=2026&format=pdf',
      headers: taxpayer.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="wattle-tax-report-FY2026.pdf"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBeGreaterThan(2000);
  });

  it.each([
    ['financialYear=abc', 'financialYear must be a year such as 2026 (FY2026)'],
    ['format=csv', 'financialYear must be a year such as 2026 (FY2026)'],
    ['financialYear=2014', 'Choose a financial year from 2015'],
    ['financialYear=2026.5', 'financialYear must be a year such as 2026 (FY2026)'],
    ['financialYear=2026&format=xls', 'format must be csv or pdf'],
    ['financialYear=2026&method=lifo', 'method must be fifo (first in, first out)'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/transaction/tax-report?${query}`,
      headers: taxpayer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a year that has not started, and a caller without a session', async () => {
    const next = financialYearOf(new Date()) + 1;
    const response = await t.app.inject({
      method: 'GET',
      url: `/transaction/tax-report?financialYear=${next}`,
      headers: taxpayer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `FY${next} has not started yet: choose FY${next - 1} or an earlier year`,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/transaction/tax-report?financialYear=2026',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
