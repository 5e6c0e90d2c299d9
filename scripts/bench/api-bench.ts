/**
 * `npm run bench:api`: quote + submit against API processes on PostgreSQL at 1, 10, 100 and
 * 1,000 concurrent customers, and pgbench's TPC-B-like transactions on the same PostgreSQL
 * in the same run, so trades/s can be read against what the database itself does.
 *
 *   DATABASE_URL         server to use (default postgres://postgres@127.0.0.1:5432/test)
 *   REDIS_URL            Redis the API processes share (default redis://127.0.0.1:6379;
 *                        empty: none, allowed with one process only)
 *   BENCH_API_PROCESSES  API processes, customers spread evenly over them (default 2: one a core)
 *   BENCH_LEVELS         concurrent customers per phase (default 1,10,100,1000)
 *   BENCH_SECONDS        length of each phase (default 20)
 *   BENCH_POOL_SIZE      PostgreSQL connections per API process (default 10)
 *   BENCH_LOGINS         customers who sign in through /auth/login (default 20; see openSessions)
 *   BENCH_API_NODE_ARGS  extra node flags for the API, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 *
 * Besides rates and latencies it prints the CPU the API processes and PostgreSQL backends
 * spent per trade (from /proc): on a shared machine that survives what latency does not.
 * Every customer has one session, made before the phases (scrypt runs at login only); every
 * request of every phase then carries its token.
 */
import { localPorts, portOffsetOf } from '@wattle/shared/local-ports';
import pg from 'pg';
import { benchDatabaseName, scratchDatabase } from '@wattle/api/tooling';
import {
  cpuMeter,
  createCustomers,
  ms,
  openSessions,
  pgbenchTps,
  request,
  startApis,
} from './bench-stack.js';
import { percentile } from './percentile.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROCESSES = Number(process.env.BENCH_API_PROCESSES ?? 2);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,100,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 20);
/** Customers quoting about once a second: the latency target's crowd. */
const PACED_CUSTOMERS = 100;
const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);
// bench:api's port and the ones after it, one per process.
const FIRST_PORT = localPorts(PORT_OFFSET).benchApi;

if (PROCESSES > 1 && !REDIS_URL) throw new Error('Several API processes need REDIS_URL');

const ASSETS = ['btc', 'eth', 'sol', 'ada', 'xrp'];

interface Customer {
  api: string;
  token: string;
}

/**
 * Every customer at once, back to back (`pauseMs` 0: as fast as the API answers), or each
 * pausing between requests as a person on the review screen does.
 */
async function run(customers: Customer[], seconds: number, submitToo: boolean, pauseMs = 0) {
  const quoteMs: number[] = [];
  const submitMs: number[] = [];
  let trades = 0;
  let failures = 0;
  const cpu = cpuMeter(apiPids, apiDatabase);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    customers.map(async ({ api, token }, index) => {
      // Paced customers arrive spread over the first pause, not all in the same millisecond.
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
      for (let n = 0; performance.now() < deadline; n += 1) {
        const cryptoAssetId = ASSETS[(index + n) % ASSETS.length] ?? 'btc';
        const order = { cryptoAssetId, orderAmount: '25', orderType: 'buy' };
        const quote = await request(api, 'POST', '/order/quote', token, {
          ...order,
          type: 'PREVIEW',
        });
        quoteMs.push(quote.ms);
        if (pauseMs > 0)
          await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
        if (!quote.ok) {
          failures += 1;
          continue;
        }
        if (!submitToo) continue;
        const { quoteId } = (quote.json as { data: { quoteId: string } }).data;
        const submit = await request(api, 'POST', '/order/submit', token, {
          ...order,
          quoteId,
          type: 'preview',
        });
        submitMs.push(submit.ms);
        if (submit.ok) trades += 1;
        else failures += 1;
      }
    }),
  );
  quoteMs.sort((a, b) => a - b);
  submitMs.sort((a, b) => a - b);
  // Requests in flight at the deadline finish after it: the rate is over the whole time.
  const elapsed = (performance.now() - started) / 1000;
  const { apiMs, dbMs } = cpu();
  return {
    quoteMs,
    submitMs,
    trades,
    failures,
    tradesPerSecond: trades / elapsed,
    apiCpuMs: apiMs,
    dbCpuMs: dbMs,
  };
}

/**
 * Fresh statistics after the warm-up. The database starts empty, and every pooled connection
 * keeps the plans it made then (prepared statements, PL/pgSQL): on an empty trades table those
 * are sequential scans, kept until autovacuum's next ANALYZE, a minute or more into the run.
 * A live database is never that small; ANALYZE makes every connection plan again.
 */
async function analyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

const apiDatabase = benchDatabaseName('wattle_bench', PORT_OFFSET);
const apiUrl = (await scratchDatabase(BASE_URL, apiDatabase)).url;
const pgbenchUrl = (
  await scratchDatabase(BASE_URL, benchDatabaseName('wattle_pgbench', PORT_OFFSET))
).url;
const stack = await startApis({
  count: PROCESSES,
  firstPort: FIRST_PORT,
  databaseUrl: apiUrl,
  redisUrl: REDIS_URL,
  poolSize: POOL_SIZE,
  nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
});
const apiPids = stack.apis.map((api) => api.child.pid ?? 0);
try {
  const count = Math.max(...LEVELS, PACED_CUSTOMERS);
  const apiFor = (index: number) => stack.apis[index % PROCESSES]?.url ?? '';
  const sessions = await openSessions(apiUrl, await createCustomers(apiUrl, count), {
    jwtSecret: stack.jwtSecret,
    logins: LOGINS,
    apiUrlFor: apiFor,
  });
  const customers = sessions.tokens.map((token, index) => ({ api: apiFor(index), token }));
  await run(customers.slice(0, 10), 3, true); // warm-up: JIT, pool, caches
  await analyze(apiUrl);

  const levels = [];
  for (const level of LEVELS) {
    levels.push({ level, result: await run(customers.slice(0, level), SECONDS, true) });
  }
  // A customer on the review screen re-quotes every 15 s; once a second each is a
  // heavy crowd. Latency here is the API's, not the queue's.
  const paced = await run(customers.slice(0, PACED_CUSTOMERS), SECONDS, false, 1000);
  const pgbench = pgbenchTps(pgbenchUrl, SECONDS);
  const best = levels.reduce((a, b) =>
    b.result.tradesPerSecond > a.result.tradesPerSecond ? b : a,
  );
  const row = (label: string, values: number[]) =>
    `${label} p50 ${ms(percentile(values, 50))}   p99 ${ms(percentile(values, 99))}`;
  console.log(
    [
      `Wattle API benchmark — PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}, ${PROCESSES} API process(es) (${POOL_SIZE} connections each${PROCESSES > 1 ? ', Redis' : ''}), ${SECONDS} s per phase`,
      `${count} customers, one session each; ${LOGINS} signed in through /auth/login (scrypt): p50 ${ms(percentile(sessions.loginMs, 50))}, the rest given sessions directly`,
      ``,
      `customers   trades/s   quote p50 / p99          submit p50 / p99        failures   CPU per trade: API / PostgreSQL`,
      ...levels.map(
        ({ level, result }) =>
          `${String(level).padStart(9)}   ${result.tradesPerSecond.toFixed(1).padStart(8)}   ${ms(percentile(result.quoteMs, 50)).padStart(9)} / ${ms(percentile(result.quoteMs, 99)).padEnd(11)}   ${ms(percentile(result.submitMs, 50)).padStart(9)} / ${ms(percentile(result.submitMs, 99)).padEnd(11)}   ${String(result.failures).padStart(8)}   ${ms(result.apiCpuMs / result.trades)} / ${ms(result.dbCpuMs / result.trades)}`,
      ),
      ``,
      row(
        `quotes, ${PACED_CUSTOMERS} customers about once a second (${(paced.quoteMs.length / SECONDS).toFixed(0)} quotes/s):`,
        paced.quoteMs,
      ),
      `  CPU per quote: API ${ms(paced.apiCpuMs / paced.quoteMs.length)} / PostgreSQL ${ms(paced.dbCpuMs / paced.quoteMs.length)}`,
      `pgbench tpcb-like (scale 20, 20 clients, 2 threads): ${pgbench.line}`,
      ``,
      `API processes: ${PROCESSES}`,
      `trades/s ÷ pgbench TPS = ${best.result.tradesPerSecond.toFixed(1)} ÷ ${pgbench.tps.toFixed(0)} = ${(best.result.tradesPerSecond / pgbench.tps).toFixed(2)}   (best level: ${best.level} customers; target ≥ 0.5)`,
      `quote p99 with ${PACED_CUSTOMERS} customers quoting about once a second = ${ms(percentile(paced.quoteMs, 99))}   (target ≤ 15 ms)`,
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
