/**
 * `npm run bench:portfolio`: one customer with 5,000 trades over 3 years in 21 coins on
 * PostgreSQL, and how fast their holdings with P&L and one coin's parcels come back
 * (docs/product/portfolio.md#cost-base). Targets: p99 ≤ 50 ms for each.
 *
 * Seeds straight into the ledger, oldest first, as the trading code would post them: one AUD
 * deposit, then buys (three in five), sells of part of what is held, and a few coin
 * withdrawals with a network fee, spread over 3 years. Prints p50/p99 of
 * `GET /user/portfolio/holdings` and `GET /user/portfolio/holdings/btc/parcels`, and the
 * first read of each, before the customer's match is kept (docs/product/portfolio.md#speed).
 *
 *   DATABASE_URL        PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test);
 *                       the benchmark uses its own scratch database `wattle_bench_portfolio`
 *   WATTLE_PORT_OFFSET  shifts the API's port (run it beside another stack)
 *   BENCH_ROUNDS        timed requests per figure (default 200)
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { installShutdown, scratchDatabase, startApi } from '@wattle/api/tooling';
import { PORTS } from '../lib/runtime-config.ts';
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
const CUSTOMER = benchCustomer('Portfolio');
const TRADES = 5_000;
const COINS = 21;
const YEARS = 3;
/** About this many coin withdrawals are mixed in among the trades. */
const WITHDRAWALS = 60;

async function seed(url: string): Promise<void> {
  const { db, userId } = await openBenchCustomer(url, CUSTOMER);
  const assets = (
    await db.query<{ asset_id: string; precision: number }>(
      `select asset_id, precision from assets where type <> 'fiat' order by asset_id`,
    )
  ).rows;
  const coins = [
    'btc',
    ...assets.map((asset) => asset.asset_id).filter((id) => id !== 'btc'),
  ].slice(0, COINS);
  if (coins.length < COINS) throw new Error(`only ${coins.length} coins are listed`);
  const precision = new Map(assets.map((asset) => [asset.asset_id, asset.precision]));

  const accounts = ledgerAccounts(db, userId);
  for (const asset of ['aud', ...coins]) {
    for (const kind of ['customer', 'house', 'external_chain', 'external_bank', 'fee']) {
      if (kind === 'external_bank' && asset !== 'aud') continue;
      await accounts.open(kind, asset);
    }
  }
  const of = accounts.of;
  const AUD_UNIT = 10n ** 18n;
  const entries: Row[] = [];
  const postings: Row[] = [];
  const trades: Row[] = [];
  const held = new Map<string, bigint>();
  const now = Date.now();
  const start = now - YEARS * 365 * 86_400_000;
  const step = (now - start) / (TRADES + WITHDRAWALS + 2);

  const depositEntry = randomUUID();
  const depositAt = new Date(start);
  const funds = (10_000_000n * AUD_UNIT).toString();
  entries.push([depositEntry, 'deposit', 'Bench deposit', depositAt]);
  postings.push(
    [depositEntry, of('customer', 'aud'), 'aud', funds, 'deposit', null, null, depositAt],
    [
      depositEntry,
      of('external_bank', 'aud'),
      'aud',
      `-${funds}`,
      'deposit',
      null,
      null,
      depositAt,
    ],
  );

  let index = 0;
  for (let n = 0; n < TRADES + WITHDRAWALS; n += 1) {
    const at = new Date(start + (n + 1) * step);
    const entryId = randomUUID();
    const coin = coins[n % COINS] ?? 'btc';
    const unit = 10n ** BigInt(precision.get(coin) ?? 8);
    const have = held.get(coin) ?? 0n;
    if (n % 85 === 84 && have > 0n) {
      // A coin withdrawal: a fifth of what is held, and a network fee.
      const amount = have / 5n;
      const fee = have / 1000n;
      held.set(coin, have - amount - fee);
      const transferId = randomUUID();
      entries.push([entryId, 'withdrawal', 'Bench withdrawal', at]);
      postings.push(
        [
          entryId,
          of('customer', coin),
          coin,
          (-amount).toString(),
          'withdrawal',
          null,
          transferId,
          at,
        ],
        [
          entryId,
          of('external_chain', coin),
          coin,
          amount.toString(),
          'withdrawal',
          null,
          transferId,
          at,
        ],
        [entryId, of('customer', coin), coin, (-fee).toString(), 'trade_fee', null, transferId, at],
        [entryId, of('fee', coin), coin, fee.toString(), 'trade_fee', null, transferId, at],
      );
      continue;
    }
    index += 1;
    const sell = index % 5 >= 3 && have > 0n;
    const dollars = BigInt(50 + (n % 400));
    const fiat = dollars * AUD_UNIT;
    const crypto = sell ? have / 3n || have : (unit * dollars) / BigInt(10 + (n % 90));
    held.set(coin, have + (sell ? -crypto : crypto));
    const tradeId = randomUUID();
    entries.push([entryId, 'trade', `Bench ${sell ? 'sell' : 'buy'}`, at]);
    trades.push([
      tradeId,
      userId,
      'complete',
      sell ? 'sell' : 'buy',
      sell ? 'sell' : 'buy',
      'preview',
      coin,
      sell ? coin : 'aud',
      sell ? 'aud' : coin,
      (sell ? crypto : fiat).toString(),
      (sell ? crypto : fiat).toString(),
      (sell ? fiat : crypto).toString(),
      crypto.toString(),
      fiat.toString(),
      '1',
      '1',
      '0',
      '0.6',
      '0',
      at,
      entryId,
      null,
      null,
      at,
      at,
    ]);
    const d = sell ? -1n : 1n;
    const coinType = sell ? 'trade_out' : 'trade_in';
    const audType = sell ? 'trade_in' : 'trade_out';
    postings.push(
      [entryId, of('customer', coin), coin, (d * crypto).toString(), coinType, tradeId, null, at],
      [entryId, of('house', coin), coin, (-d * crypto).toString(), coinType, tradeId, null, at],
      [entryId, of('customer', 'aud'), 'aud', (-d * fiat).toString(), audType, tradeId, null, at],
      [entryId, of('house', 'aud'), 'aud', (d * fiat).toString(), audType, tradeId, null, at],
    );
  }

  await writeLedger(db, { entries, trades, postings });
  console.log(
    `seeded ${trades.length} trades and ${entries.length - trades.length - 1} withdrawals over ${YEARS} years in ${coins.length} coins for ${CUSTOMER.email}`,
  );
}

/**
 * The first read matches the whole history (nothing is kept for the customer yet, as after
 * any new posting of theirs); the rounds after it read the kept match, checked by one count.
 */
async function rounds(url: string, token: string): Promise<{ first: number; times: number[] }> {
  const first = await timedGet(url, token);
  for (let i = 0; i < 5; i += 1) await timedGet(url, token);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) times.push(await timedGet(url, token));
  return { first, times: times.sort((a, b) => a - b) };
}

const shutdown = installShutdown({ log: () => undefined });
const database = await scratchDatabase(BASE_URL, 'wattle_bench_portfolio');
const api = await startApi({
  port: PORTS.api,
  env: quietApiEnv(database.url),
  output: 'errors',
  tiedToParent: true,
});
shutdown.defer('the API', () => api.stop());
try {
  await seed(database.url);
  const token = await signIn(api.url, CUSTOMER);
  const targets = [
    ['holdings with P&L', '/user/portfolio/holdings'],
    ['parcels of BTC', '/user/portfolio/holdings/btc/parcels'],
  ] as const;
  // The figures are wall-clock: on a shared machine they grow with its load.
  const [load = 0] = loadavg();
  console.log(`machine: ${cpus().length} cores, load average ${load.toFixed(1)}`);
  for (const [name, path] of targets) {
    const { first, times } = await rounds(`${api.url}${path}`, token);
    const p99 = percentile(times, 99);
    console.log(
      `${name.padEnd(18)} p50 ${ms(percentile(times, 50))}  p99 ${ms(p99)}  (target p99 ≤ 50 ms: ${p99 <= 50 ? 'met' : 'MISSED'})  first read, nothing kept: ${ms(first)}`,
    );
  }
} finally {
  await api.stop();
  await database.drop();
  process.exit(0);
}
