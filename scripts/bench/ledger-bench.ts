/**
 * `npm run bench:ledger`: what a trade costs PostgreSQL alone — no HTTP, no Node on the hot
 * path to share the cores with. Each client writes a quote with the API's statement
 * (insertQuoteRows) and submits it with the API's (submitQuote, wattle_submit_quote), back to
 * back, on a database with the app's migrations and seed; then pgbench's TPC-B-like runs on
 * the same server, so the database's own trades/s can be read against it. bench:api measures
 * the whole stack; this one says how much of the gap is the database's.
 *
 *   DATABASE_URL    server to use (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS   connections trading at once (default 20, as pgbench's clients)
 *   BENCH_SECONDS   length of the run and of pgbench's (default 20)
 *   BENCH_CUSTOMERS funded customers the clients trade for, in turn (default 200)
 *
 * It prints trades/s, the backends' CPU per trade (from /proc), which survives a shared
 * machine better than a rate does, and the rows a trade writes, against TPC-B's 4.
 */
import { portOffsetOf } from '@wattle/shared/local-ports';
import {
  benchDatabaseName,
  insertQuoteRows,
  migrateToLatest,
  openDatabase,
  scratchDatabase,
  seedReferenceData,
  submitQuote,
  type NewTrade,
} from '@wattle/api/tooling';
import { cpuMeter, createCustomers, ms, pgbenchTps, rowsWritten } from './bench-stack.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);

/** A $25 bitcoin buy as quote-service.ts prices one: what each client trades, over and over. */
function buyQuote(userId: string): NewTrade {
  const aud = (dollars: string) =>
    (BigInt(Math.round(Number(dollars) * 100)) * 10n ** 16n).toString();
  return {
    user_id: userId,
    status: 'quote',
    side: 'buy',
    order_type: 'buy',
    type: 'preview',
    crypto_asset_id: 'btc',
    spend_asset_id: 'aud',
    receive_asset_id: 'btc',
    order_amount: aud('25'),
    spend_amount: aud('25'),
    receive_amount: '23000',
    crypto_amount: '23000',
    fiat_amount: aud('24.85'),
    price: '108043.47826',
    mid_price: '107500',
    fee_amount: aud('0.15'),
    fee_percentage: '0.6',
    spread_amount: aud('0.12'),
    expires_at: new Date(Date.now() + 30_000),
  };
}

const name = benchDatabaseName('wattle_ledger_bench', PORT_OFFSET);
const url = (await scratchDatabase(BASE_URL, name)).url;
const pgbenchUrl = (
  await scratchDatabase(BASE_URL, benchDatabaseName('wattle_pgbench', PORT_OFFSET))
).url;
const { db } = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: CLIENTS });
try {
  await migrateToLatest(db);
  await seedReferenceData(db);
  const customers = await createCustomers(url, CUSTOMERS);

  async function trade(userId: string): Promise<void> {
    const row = buyQuote(userId);
    const spend = { userId, assetId: 'aud', units: BigInt(String(row.spend_amount)) };
    const [quote] = await insertQuoteRows(db, [row], spend);
    if (!quote) throw new Error('the quote was not written');
    await submitQuote(db, {
      userId,
      quoteId: quote.trade_id,
      cryptoAssetId: 'btc',
      orderType: 'buy',
      orderUnits: quote.order_amount,
      type: 'preview',
      idempotencyKey: undefined,
      requestHash: 'bench',
      at: new Date(),
    });
  }

  async function run(seconds: number): Promise<{ trades: number; elapsed: number; dbMs: number }> {
    const cpu = cpuMeter([], name);
    const started = performance.now();
    const deadline = started + seconds * 1000;
    let trades = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = client; performance.now() < deadline; n += CLIENTS) {
          await trade(customers[n % customers.length]?.userId ?? '');
          trades += 1;
        }
      }),
    );
    return { trades, elapsed: (performance.now() - started) / 1000, dbMs: cpu().dbMs };
  }

  await run(3); // warm-up: connections, prepared statements, PL/pgSQL plans
  const written = await rowsWritten(url);
  const result = await run(SECONDS);
  const rowsPerTrade = (await written()) / result.trades;
  const pgbench = pgbenchTps(pgbenchUrl, SECONDS);
  const perSecond = result.trades / result.elapsed;
  console.log(
    [
      `Wattle ledger benchmark — PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}, ${CLIENTS} connections, ${CUSTOMERS} customers, ${SECONDS} s`,
      `quote + submit, SQL only: ${result.trades} trades, ${perSecond.toFixed(1)} trades/s, backend CPU per trade ${ms(result.dbMs / result.trades)}`,
      `rows written per trade: ${rowsPerTrade.toFixed(1)} (a TPC-B-like transaction writes 4: three updates and an insert)`,
      `pgbench tpcb-like (scale 20, 20 clients, 2 threads): ${pgbench.line}`,
      `database-only trades/s ÷ pgbench TPS = ${(perSecond / pgbench.tps).toFixed(2)}`,
    ].join('\n'),
  );
} finally {
  await db.destroy();
}
