/**
 * `npm run bench:history`: one customer with 10,000 history entries on PostgreSQL, and how
 * fast their history and tax report come back.
 *
 * Seeds (straight into the ledger, as the trading code would post them): 7,000 single buys
 * and sells (1,000 of them fund the swaps), 1,000 swaps (two trades each), 1,000 bucket orders (three legs each) and 1,000
 * AUD deposits, all in the current financial year. Then prints:
 *   - API p50/p99 of `GET /transaction/history` for the first page and a deep page (the
 *     page after 9,000 entries), 50 groups a page (target p99 ≤ 50 ms);
 *   - the tax report for that 12,000-trade year: summary and CSV (target ≤ 1 s);
 *   - in Chromium: time to the first rows on /transaction, and the frame rate while
 *     scrolling to the very end (every page loaded on the way).
 *
 *   DATABASE_URL        PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
 *                       the benchmark uses its own scratch database `wattle_bench_history`
 *   WATTLE_PORT_OFFSET  shifts the stack's ports (run it beside another stack)
 *   BENCH_ROUNDS        timed requests per API figure (default 200)
 *   BENCH_SKIP_BROWSER  1: API figures only (no Chromium, no PDF)
 * Needs built front ends (`npm run build`) for the Chromium part.
 */
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '@wattle/shared/local-browser';
import { installShutdown, scratchDatabase } from '@wattle/api/tooling';
import { PORTS } from '../lib/runtime-config.ts';
import { startStack } from '../lib/stack.ts';
import { ms } from './bench-stack.ts';
import {
  benchCustomer,
  ledgerAccounts,
  openBenchCustomer,
  quietApiEnv,
  type Row,
  signIn,
  timedGet,
  writeLedger,
} from './ledger-seed.ts';
import { percentile } from './percentile.ts';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SKIP_BROWSER = process.env.BENCH_SKIP_BROWSER === '1';
const CUSTOMER = benchCustomer('History');
/** Single trades, counting the buy that funds each swap (one group each). */
const SINGLES = 6_000;
const SWAPS = 1_000;
const BUCKETS = 1_000;
const DEPOSITS = 1_000;

async function seed(url: string): Promise<void> {
  const { db, userId } = await openBenchCustomer(url, CUSTOMER);
  const precision = new Map(
    (
      await db.query<{ asset_id: string; precision: number }>(
        'select asset_id, precision from assets',
      )
    ).rows.map((row) => [row.asset_id, row.precision]),
  );
  const coins = ['btc', 'eth', 'usdc'];
  const accounts = ledgerAccounts(db, userId);
  for (const asset of ['aud', ...coins]) {
    for (const kind of ['customer', 'house']) await accounts.open(kind, asset);
  }
  for (const kind of ['fee', 'spread', 'external_bank']) await accounts.open(kind, 'aud');

  const audUnit = 10n ** BigInt(precision.get('aud') ?? 18);
  const coinUnit = (asset: string) => 10n ** BigInt(precision.get(asset) ?? 8);
  const PRICE: Record<string, bigint> = { btc: 150_000n, eth: 5_000n, usdc: 1n };

  const entries: Row[] = [];
  const postings: Row[] = [];
  const trades: Row[] = [];
  const bucketOrders: Row[] = [];
  const transfers: Row[] = [];
  // The current financial year, from 1 July to now, one entry every ~20 minutes, oldest first.
  const now = Date.now();
  const total = SINGLES + SWAPS + BUCKETS + DEPOSITS;
  const start = now - total * 20 * 60_000;
  const kinds: string[] = [];
  for (let i = 0; i < DEPOSITS; i += 1) kinds.push('deposit');
  for (let i = 0; i < SINGLES; i += 1) kinds.push(i % 3 === 2 ? 'sell' : 'buy');
  for (let i = 0; i < SWAPS; i += 1) kinds.push('swap');
  for (let i = 0; i < BUCKETS; i += 1) kinds.push('bucket');
  // Deterministic shuffle after the first deposits, so there is always money to spend.
  for (let i = kinds.length - 1; i > 50; i -= 1) {
    const j = 50 + ((i * 7919) % (i - 49));
    [kinds[i], kinds[j]] = [kinds[j] ?? '', kinds[i] ?? ''];
  }

  const customer = (asset: string) => accounts.of('customer', asset);
  const system = accounts.of;
  const held = new Map<string, bigint>(coins.map((coin) => [coin, 0n]));

  /** One trade's row and postings (wattle_execute_trades's shape, api/src/db/migrations/0015). */
  function trade(
    entryId: string,
    at: Date,
    side: 'buy' | 'sell',
    coin: string,
    audCents: bigint,
    extra: { orderType: string; type: string; bucketOrderId?: string; swapId?: string },
  ) {
    const tradeId = randomUUID();
    const fiat = (audCents * audUnit) / 100n;
    const fee = (fiat * 6n) / 1000n;
    const spread = (fiat * 4n) / 1000n;
    const mid = side === 'buy' ? fiat - fee - spread : fiat + spread;
    let crypto = (mid * coinUnit(coin)) / ((PRICE[coin] ?? 1n) * audUnit);
    if (side === 'sell') crypto = crypto < (held.get(coin) ?? 0n) ? crypto : (held.get(coin) ?? 0n);
    if (crypto <= 0n) return null;
    held.set(coin, (held.get(coin) ?? 0n) + (side === 'buy' ? crypto : -crypto));
    const spend = side === 'buy' ? fiat : crypto;
    const receive = side === 'buy' ? crypto : fiat - fee - spread * 2n;
    trades.push([
      tradeId,
      userId,
      'complete',
      side,
      extra.orderType,
      extra.type,
      coin,
      side === 'buy' ? 'aud' : coin,
      side === 'buy' ? coin : 'aud',
      spend.toString(),
      spend.toString(),
      receive.toString(),
      crypto.toString(),
      fiat.toString(),
      String(PRICE[coin]),
      String(PRICE[coin]),
      fee.toString(),
      '0.6',
      spread.toString(),
      at,
      entryId,
      extra.bucketOrderId ?? null,
      extra.swapId ?? null,
      at,
      at,
    ]);
    const d = side === 'buy' ? 1n : -1n;
    const audLeg = side === 'buy' ? -mid : mid - spread * 2n;
    const coinType = side === 'buy' ? 'trade_in' : 'trade_out';
    const audType = side === 'buy' ? 'trade_out' : 'trade_in';
    postings.push(
      [entryId, customer(coin), coin, (d * crypto).toString(), coinType, tradeId, null, at],
      [entryId, system('house', coin), coin, (-d * crypto).toString(), coinType, tradeId, null, at],
      [entryId, customer('aud'), 'aud', audLeg.toString(), audType, tradeId, null, at],
      [entryId, system('house', 'aud'), 'aud', (-audLeg).toString(), audType, tradeId, null, at],
      [entryId, customer('aud'), 'aud', (-spread).toString(), 'spread', tradeId, null, at],
      [entryId, system('spread', 'aud'), 'aud', spread.toString(), 'spread', tradeId, null, at],
      [entryId, customer('aud'), 'aud', (-fee).toString(), 'trade_fee', tradeId, null, at],
      [entryId, system('fee', 'aud'), 'aud', fee.toString(), 'trade_fee', tradeId, null, at],
    );
    return fiat;
  }

  kinds.forEach((kind, index) => {
    const at = new Date(start + index * 20 * 60_000);
    const entryId = randomUUID();
    if (kind === 'deposit') {
      const transferId = randomUUID();
      const units = (50_000n * audUnit).toString();
      entries.push([entryId, 'deposit', 'Bench deposit', at]);
      transfers.push([
        transferId,
        userId,
        'deposit',
        'complete',
        'bank_transfer',
        'aud',
        units,
        `BENCH-${index}`,
        entryId,
        at,
        at,
        at,
      ]);
      postings.push(
        [entryId, customer('aud'), 'aud', units, 'deposit', null, transferId, at],
        [
          entryId,
          system('external_bank', 'aud'),
          'aud',
          `-${units}`,
          'deposit',
          null,
          transferId,
          at,
        ],
      );
      return;
    }
    entries.push([entryId, 'trade', `Bench ${kind}`, at]);
    const coin = coins[index % 2] ?? 'btc';
    if (kind === 'buy' || kind === 'sell') {
      const spent = trade(entryId, at, kind, coin, 10_000n + BigInt(index % 50) * 100n, {
        orderType: kind,
        type: 'preview',
      });
      if (spent === null)
        trade(entryId, at, 'buy', coin, 10_000n, { orderType: 'buy', type: 'preview' });
    } else if (kind === 'swap') {
      const swapId = randomUUID();
      trade(entryId, at, 'buy', 'btc', 5_000n, { orderType: 'buy', type: 'preview' });
      trade(entryId, at, 'sell', 'btc', 2_000n, { orderType: 'swap', type: 'preview', swapId });
      trade(entryId, at, 'buy', 'eth', 1_980n, { orderType: 'swap', type: 'preview', swapId });
    } else {
      const bucketOrderId = randomUUID();
      let spent = 0n;
      for (const [leg, share] of [
        ['btc', 50n],
        ['eth', 30n],
        ['usdc', 20n],
      ] as const) {
        spent +=
          trade(entryId, at, 'buy', leg, 100n * share, {
            orderType: 'buy',
            type: 'bucket',
            bucketOrderId,
          }) ?? 0n;
      }
      bucketOrders.push([
        bucketOrderId,
        userId,
        'steady',
        'complete',
        spent.toString(),
        spent.toString(),
        ((spent * 6n) / 1000n).toString(),
        at,
        entryId,
        at,
        at,
      ]);
    }
  });

  await writeLedger(db, { entries, trades, postings }, [
    {
      table: 'bucket_orders',
      columns: [
        'bucket_order_id',
        'user_id',
        'bucket_id',
        'status',
        'requested_spend',
        'actual_spend',
        'total_fees',
        'expires_at',
        'entry_id',
        'created_at',
        'executed_at',
      ],
      rows: bucketOrders,
    },
    {
      table: 'transfers',
      columns: [
        'transfer_id',
        'user_id',
        'type',
        'status',
        'method',
        'asset_id',
        'amount',
        'external_reference',
        'entry_id',
        'created_at',
        'updated_at',
        'settled_at',
      ],
      rows: transfers,
    },
  ]);
  console.log(
    `seeded ${total + SWAPS} history groups (${trades.length} trades, ${postings.length} postings) for ${CUSTOMER.email}`,
  );
}

interface ScrollResult {
  frames: number;
  seconds: number;
  rows: number;
  longestFrameMs: number;
}

/**
 * Runs in the page: scrolls 1,500 px every frame until the list says it has everything and the
 * page is at its bottom, counting frames (the list loads its pages on the way).
 */
const SCROLL_TO_THE_END = `new Promise((resolve) => {
  let frames = 0;
  let longest = 0;
  const started = performance.now();
  let last = started;
  const step = (time) => {
    frames += 1;
    longest = Math.max(longest, time - last);
    last = time;
    window.scrollBy(0, 1500);
    const done = [...document.querySelectorAll('p')].some(
      (node) => node.textContent === 'That is everything.',
    );
    const atBottom =
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    if (done && atBottom) {
      const list = document.querySelector('[aria-label="Transactions"]');
      const rows = Number(list?.lastElementChild?.getAttribute('aria-posinset') ?? '0');
      resolve({ frames, seconds: (time - started) / 1000, rows, longestFrameMs: longest });
      return;
    }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

async function rounds(url: string, token: string, count = ROUNDS): Promise<number[]> {
  for (let i = 0; i < (count >= 50 ? 5 : 1); i += 1) await timedGet(url, token); // warm-up
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timedGet(url, token));
  return times.sort((a, b) => a - b);
}

const shutdown = installShutdown({ log: () => undefined });
const database = await scratchDatabase(BASE_URL, 'wattle_bench_history');
const stack = await startStack(quietApiEnv(database.url), { quietApi: true });
shutdown.defer('the stack', () => stack.stop());
const api = `http://127.0.0.1:${PORTS.api}`;
const lines: string[] = [];
try {
  await seed(database.url);
  const token = await signIn(api, CUSTOMER);

  const first = await rounds(`${api}/transaction/history?limit=50`, token);
  // The cursor after 9,000 groups: 45 pages of 200.
  let cursor = '';
  for (let page = 0; page < 45; page += 1) {
    const response = await fetch(
      `${api}/transaction/history?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    cursor = ((await response.json()) as { data: { nextCursor: string } }).data.nextCursor;
  }
  const deep = await rounds(`${api}/transaction/history?limit=50&cursor=${cursor}`, token);
  const filtered = await rounds(`${api}/transaction/history?limit=50&asset=ETH&type=swap`, token);
  const years = (await (
    await fetch(`${api}/transaction/tax-years`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { current: number } };
  const year = years.data.current;
  const taxSummary = await rounds(
    `${api}/transaction/tax-summary?financialYear=${year}`,
    token,
    10,
  );
  const taxCsv = await rounds(
    `${api}/transaction/tax-report?financialYear=${year}&format=csv`,
    token,
    5,
  );
  const taxPdf = SKIP_BROWSER
    ? [Number.NaN]
    : await rounds(`${api}/transaction/tax-report?financialYear=${year}&format=pdf`, token, 1);

  let firstRowsMs = Number.NaN;
  let scroll = { frames: 0, seconds: 0, rows: 0, longestFrameMs: 0 };
  const browser = SKIP_BROWSER
    ? null
    : await chromium.launch({
        executablePath: chromiumPath(process.env.CHROMIUM_PATH),
        args: [...CHROMIUM_FLAGS],
      });
  try {
    if (!browser) throw new Error('skip');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${stack.appUrl}/config.json`);
    await page.evaluate(`localStorage.setItem('wattle.token', ${JSON.stringify(token)})`);
    // Once to warm the HTTP cache as a returning customer's browser would be, then timed.
    await page.goto(`${stack.appUrl}/transaction`);
    await page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor();
    const began = performance.now();
    await page.goto(`${stack.appUrl}/transaction`);
    await page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor();
    firstRowsMs = performance.now() - began;
    scroll = await page.evaluate<ScrollResult>(SCROLL_TO_THE_END);
  } catch (error) {
    if (browser) throw error;
  } finally {
    await browser?.close();
  }

  lines.push(
    `Wattle history benchmark — PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}, one customer, ${SINGLES + SWAPS * 2 + BUCKETS + DEPOSITS} history groups`,
    '',
    `GET /transaction/history, first page (50)     p50 ${ms(percentile(first, 50))}   p99 ${ms(percentile(first, 99))}   (target p99 ≤ 50 ms)`,
    `GET /transaction/history, after 9,000 (50)    p50 ${ms(percentile(deep, 50))}   p99 ${ms(percentile(deep, 99))}   (target p99 ≤ 50 ms)`,
    `GET /transaction/history?type=swap&asset=ETH  p50 ${ms(percentile(filtered, 50))}   p99 ${ms(percentile(filtered, 99))}`,
    `tax summary FY${year}                         p50 ${ms(percentile(taxSummary, 50))}   max ${ms(Math.max(...taxSummary))}   (target ≤ 1 s)`,
    `tax report CSV FY${year}                      p50 ${ms(percentile(taxCsv, 50))}   max ${ms(Math.max(...taxCsv))}`,
    `tax report PDF FY${year}                      p50 ${ms(percentile(taxPdf, 50))}   max ${ms(Math.max(...taxPdf))}`,
    `Chromium: first rows on /transaction          ${ms(firstRowsMs)}`,
    `Chromium: scroll to the end                   ${scroll.rows} rows in ${scroll.seconds.toFixed(1)} s, ${(scroll.frames / scroll.seconds).toFixed(1)} frames/s, longest frame ${ms(scroll.longestFrameMs)}`,
  );
  console.log(lines.join('\n'));
} finally {
  await stack.stop();
  await database.drop();
  process.exit(0);
}
