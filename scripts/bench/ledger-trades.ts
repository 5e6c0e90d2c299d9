/**
 * What a trade costs PostgreSQL alone, shared by bench:ledger and bench:api: each client writes
 * a quote with the API's statement (insertQuoteRows) and submits it the API's way — alone
 * (submitQuote, wattle_submit_quote) or through the API's group commit (quoteSubmitter,
 * wattle_submit_quotes) — back to back, with no HTTP and no Node work in between.
 */
import {
  insertQuoteRows,
  migrateToLatest,
  openDatabase,
  quoteSubmitter,
  scratchDatabase,
  seedReferenceData,
  type NewTrade,
} from '@wattle/api/tooling';
import { cpuMeter, createCustomers, rowsWritten } from './bench-stack.js';
import { percentile } from './percentile.js';

/** Batches at the database at once; an API instance has SUBMIT_BATCHES_AT_ONCE (2). */
const BATCHES_AT_ONCE = Number(process.env.BENCH_BATCHES_AT_ONCE ?? 2);

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

export interface LedgerRun {
  /** The group-commit window the submits went through; 0: each alone. */
  windowMs: number;
  trades: number;
  tradesPerSecond: number;
  /** The database backends' CPU per trade, from /proc. */
  dbCpuMs: number;
  /** Submit latency, sorted. */
  submitMs: number[];
  /** Rows inserted, updated and deleted per trade; measured on the first run only (20 s more). */
  rowsPerTrade?: number;
}

/**
 * One run per window in `windowsMs`, each `seconds` long after a 3 s warm-up, on a scratch
 * database `name` with `customers` funded customers, `clients` connections trading at once.
 */
export async function ledgerTrades({
  baseUrl,
  name,
  clients,
  seconds,
  customers: customerCount,
  windowsMs,
  countRows = false,
}: {
  baseUrl: string;
  name: string;
  clients: number;
  seconds: number;
  customers: number;
  windowsMs: readonly number[];
  countRows?: boolean;
}): Promise<LedgerRun[]> {
  const url = (await scratchDatabase(baseUrl, name)).url;
  const { db } = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: clients });
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const customers = await createCustomers(url, customerCount);

    async function run(windowMs: number, runSeconds: number) {
      const submit = quoteSubmitter(db, windowMs, BATCHES_AT_ONCE);
      const submitMs: number[] = [];
      const trade = async (userId: string) => {
        const row = buyQuote(userId);
        const spend = { userId, assetId: 'aud', units: BigInt(String(row.spend_amount)) };
        const [quote] = await insertQuoteRows(db, [row], spend);
        if (!quote) throw new Error('the quote was not written');
        const started = performance.now();
        await submit({
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
        submitMs.push(performance.now() - started);
      };
      const cpu = cpuMeter([], name);
      const started = performance.now();
      const deadline = started + runSeconds * 1000;
      let trades = 0;
      await Promise.all(
        Array.from({ length: clients }, async (_, client) => {
          for (let n = client; performance.now() < deadline; n += clients) {
            await trade(customers[n % customers.length]?.userId ?? '');
            trades += 1;
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      return {
        windowMs,
        trades,
        tradesPerSecond: trades / elapsed,
        dbCpuMs: cpu().dbMs / trades,
        submitMs: submitMs.sort((a, b) => a - b),
      };
    }

    const runs: LedgerRun[] = [];
    for (const [index, windowMs] of windowsMs.entries()) {
      await run(windowMs, 3); // warm-up: connections, prepared statements, PL/pgSQL plans
      const written = countRows && index === 0 ? await rowsWritten(url) : undefined;
      const result: LedgerRun = await run(windowMs, seconds);
      if (written) result.rowsPerTrade = (await written()) / result.trades;
      runs.push(result);
    }
    return runs;
  } finally {
    await db.destroy();
  }
}

/** "p50 / p99" of sorted latencies. */
export const p50p99 = (sorted: readonly number[]) =>
  `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)} ms`;
