/**
 * `npm run bench:ledger`: what a trade costs PostgreSQL alone — no HTTP, no Node on the hot
 * path to share the cores with (ledger-trades.ts) — with each submit alone and through the
 * API's group commit (docs/architecture.md#group-commit); then pgbench's TPC-B-like runs on the
 * same server, so the database's own trades/s can be read against it. bench:api measures the
 * whole stack; this one says how much of the gap is the database's.
 *
 *   DATABASE_URL         server to use (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS        connections trading at once (default 20, as pgbench's clients)
 *   BENCH_SECONDS        length of each run and of pgbench's (default 20)
 *   BENCH_CUSTOMERS      funded customers the clients trade for, in turn (default 200)
 *   BENCH_BATCH_WINDOW_MS  the group-commit window of the batched run (default 2)
 *   BENCH_BATCHES_AT_ONCE  batches at the database at once (default 2, as an API instance)
 *
 * It prints trades/s, the backends' CPU per trade (from /proc), which survives a shared
 * machine better than a rate does, and the rows a trade writes, against TPC-B's 4.
 */
import { portOffsetOf } from '@wattle/shared/local-ports';
import { benchDatabaseName, scratchDatabase } from '@wattle/api/tooling';
import { ms, pgbenchTps } from './bench-stack.js';
import { ledgerTrades, p50p99 } from './ledger-trades.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const WINDOW_MS = Number(process.env.BENCH_BATCH_WINDOW_MS ?? 2);
const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);

const [alone, batched] = await ledgerTrades({
  baseUrl: BASE_URL,
  name: benchDatabaseName('wattle_ledger_bench', PORT_OFFSET),
  clients: CLIENTS,
  seconds: SECONDS,
  customers: CUSTOMERS,
  windowsMs: [0, WINDOW_MS],
  countRows: true,
});
if (!alone || !batched) throw new Error('both runs are measured');
const pgbenchUrl = (
  await scratchDatabase(BASE_URL, benchDatabaseName('wattle_pgbench', PORT_OFFSET))
).url;
const pgbench = pgbenchTps(pgbenchUrl, SECONDS);
const line = (label: string, run: typeof alone) =>
  `${label}: ${run.trades} trades, ${run.tradesPerSecond.toFixed(1)} trades/s, submit p50 / p99 ${p50p99(run.submitMs)}, backend CPU per trade ${ms(run.dbCpuMs)}`;
console.log(
  [
    `Wattle ledger benchmark — PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}, ${CLIENTS} connections, ${CUSTOMERS} customers, ${SECONDS} s a run`,
    line('quote + submit, SQL only, each submit alone', alone),
    line(`quote + submit, SQL only, group commit (${WINDOW_MS} ms window)`, batched),
    `rows written per trade: ${(alone.rowsPerTrade ?? Number.NaN).toFixed(1)} (a TPC-B-like transaction writes 4: three updates and an insert)`,
    `pgbench tpcb-like (scale 20, 20 clients, 2 threads): ${pgbench.line}`,
    ``,
    `batched ÷ unbatched trades/s = ${batched.tradesPerSecond.toFixed(1)} ÷ ${alone.tradesPerSecond.toFixed(1)} = ${(batched.tradesPerSecond / alone.tradesPerSecond).toFixed(2)}   (target ≥ 2)`,
    `database-only trades/s ÷ pgbench TPS: alone ${(alone.tradesPerSecond / pgbench.tps).toFixed(2)}, batched ${(batched.tradesPerSecond / pgbench.tps).toFixed(2)}`,
  ].join('\n'),
);
