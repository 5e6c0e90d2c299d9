/**
 * `npm run bench:api`: quote + submit against API processes on PostgreSQL at 1, 10, 100 and
 * 1,000 concurrent customers, with each submit alone and with group commit
 * (docs/architecture.md#group-commit); then, in the same run, the same trade statements on the
 * database alone (ledger-trades.ts, as bench:ledger) and pgbench's TPC-B-like transactions on
 * the same PostgreSQL, so trades/s can be read against what the database itself does.
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
 *   BENCH_BATCH_WINDOWS  group-commit windows to run the stack with, in ms (default 0,2; 0: off)
 *   BENCH_SIGNED_LEVEL   customers trading with signed API keys on /v1 (default 100), beside the
 *                        same number trading with sessions: the signature check's cost
 *   BENCH_SIGNED_TURNS   turns of a signed and a session phase, added up (default 4); every
 *                        other turn runs the session phase first
 *
 * Besides rates and latencies it prints the CPU the API processes and PostgreSQL backends
 * spent per trade (from /proc): on a shared machine that survives what latency does not.
 * Every customer has one session, made before the phases (scrypt runs at login only); every
 * request of every phase then carries its token.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { apiKeySigningText } from '@wattle/shared/contracts';
import { localPorts, portOffsetOf } from '@wattle/shared/local-ports';
import pg from 'pg';
import { benchDatabaseName, scratchDatabase } from '@wattle/api/tooling';
import { ledgerTrades, type LedgerRun } from './ledger-trades.js';
import {
  cpuMeter,
  createCustomers,
  ms,
  openSessions,
  BENCH_PASSWORD,
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
const WINDOWS = (process.env.BENCH_BATCH_WINDOWS ?? '0,2').split(',').map(Number);
const SIGNED_LEVEL = Number(process.env.BENCH_SIGNED_LEVEL ?? 100);
const SIGNED_TURNS = Number(process.env.BENCH_SIGNED_TURNS ?? 4);
/** Customers quoting about once a second: the latency target's crowd. */
const PACED_CUSTOMERS = 100;
const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);
// bench:api's port and the ones after it, one per process.
const FIRST_PORT = localPorts(PORT_OFFSET).benchApi;

if (PROCESSES > 1 && !REDIS_URL) throw new Error('Several API processes need REDIS_URL');

const ASSETS = ['btc', 'eth', 'sol', 'ada', 'xrp'];

interface ApiKey {
  keyId: string;
  secret: string;
}

interface Customer {
  api: string;
  token: string;
  /** With a key, the customer trades on /v1 with signed requests instead of the session. */
  key?: ApiKey;
}

/** A signed public API call (docs/product/api-keys.md#signing-a-request). */
function signedRequest(
  api: string,
  key: ApiKey,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('hex');
  const text = apiKeySigningText({
    timestamp,
    nonce,
    method: 'POST',
    pathAndQuery: path,
    body: JSON.stringify(body),
  });
  return request(api, 'POST', path, undefined, body, {
    'wattle-key': key.keyId,
    'wattle-timestamp': timestamp,
    'wattle-nonce': nonce,
    'wattle-signature': createHmac('sha256', key.secret).update(text).digest('hex'),
    ...extraHeaders,
  });
}

/** A trade key for each customer, made through the API with the password as step-up. */
async function withKeys(customers: Customer[]): Promise<Customer[]> {
  return Promise.all(
    customers.map(async (customer) => {
      const created = await request(customer.api, 'POST', '/user/api-keys', customer.token, {
        label: 'bench',
        scopes: ['read', 'trade'],
        password: BENCH_PASSWORD,
      });
      if (!created.ok) throw new Error(`could not create an API key: ${created.status}`);
      const { key, secret } = (created.json as { data: { key: ApiKey; secret: string } }).data;
      return { ...customer, key: { keyId: key.keyId, secret } };
    }),
  );
}

/**
 * Every customer at once, back to back (`pauseMs` 0: as fast as the API answers), or each
 * pausing between requests as a person on the review screen does.
 */
async function run(
  stack: { apiPids: readonly number[]; database: string },
  customers: Customer[],
  seconds: number,
  submitToo: boolean,
  pauseMs = 0,
) {
  const quoteMs: number[] = [];
  const submitMs: number[] = [];
  let trades = 0;
  let failures = 0;
  const cpu = cpuMeter(stack.apiPids, stack.database);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    customers.map(async ({ api, token, key }, index) => {
      // Paced customers arrive spread over the first pause, not all in the same millisecond.
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
      for (let n = 0; performance.now() < deadline; n += 1) {
        const cryptoAssetId = ASSETS[(index + n) % ASSETS.length] ?? 'btc';
        const order = { cryptoAssetId, orderAmount: '25', orderType: 'buy' };
        const quoteBody = { ...order, type: 'PREVIEW' };
        const quote = key
          ? await signedRequest(api, key, '/v1/quotes', quoteBody)
          : await request(api, 'POST', '/order/quote', token, quoteBody);
        quoteMs.push(quote.ms);
        if (pauseMs > 0)
          await new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random())));
        if (!quote.ok) {
          failures += 1;
          continue;
        }
        if (!submitToo) continue;
        const { quoteId } = (quote.json as { data: { quoteId: string } }).data;
        const submitBody = { ...order, quoteId, type: 'preview' };
        const submit = key
          ? await signedRequest(api, key, '/v1/orders', submitBody, {
              'idempotency-key': `bench-${quoteId}`,
            })
          : // The quote id as Idempotency-Key, as the app sends it (post-order-submit.ts).
            await request(api, 'POST', '/order/submit', token, submitBody, {
              'idempotency-key': quoteId,
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
    seconds: elapsed,
    apiCpuMs: apiMs,
    dbCpuMs: dbMs,
  };
}

type RunResult = Awaited<ReturnType<typeof run>>;

function apiPerTrade(result: { apiCpuMs: number; trades: number }): number {
  return result.apiCpuMs / Math.max(1, result.trades);
}

/** What a signed trade costs the API beyond a session's, in per cent of the session's. */
function signatureShare(signed: RunResult, session: RunResult): number {
  return (apiPerTrade(signed) / apiPerTrade(session) - 1) * 100;
}

/** Several runs of the same phase as one: their trades and CPU added up, over their time. */
function combined(runs: readonly RunResult[]): RunResult {
  const sum = (pick: (result: RunResult) => number) =>
    runs.reduce((total, result) => total + pick(result), 0);
  const seconds = sum((result) => result.seconds);
  return {
    quoteMs: runs.flatMap((result) => result.quoteMs).sort((a, b) => a - b),
    submitMs: runs.flatMap((result) => result.submitMs).sort((a, b) => a - b),
    trades: sum((result) => result.trades),
    failures: sum((result) => result.failures),
    tradesPerSecond: sum((result) => result.trades) / seconds,
    seconds,
    apiCpuMs: sum((result) => result.apiCpuMs),
    dbCpuMs: sum((result) => result.dbCpuMs),
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

const pgbenchUrl = (
  await scratchDatabase(BASE_URL, benchDatabaseName('wattle_pgbench', PORT_OFFSET))
).url;

/** One stack (its own scratch database) per group-commit window: the levels, then paced quotes. */
async function stackRun(windowMs: number) {
  const apiDatabase = benchDatabaseName(`wattle_bench_w${windowMs}`, PORT_OFFSET);
  const apiUrl = (await scratchDatabase(BASE_URL, apiDatabase)).url;
  const stack = await startApis({
    count: PROCESSES,
    firstPort: FIRST_PORT,
    databaseUrl: apiUrl,
    redisUrl: REDIS_URL,
    poolSize: POOL_SIZE,
    nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
    extraEnv: { TRADE_SUBMIT_BATCH_WINDOW_MS: String(windowMs) },
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
    const measure = (group: Customer[], seconds: number, submitToo: boolean, pauseMs = 0) =>
      run({ apiPids, database: apiDatabase }, group, seconds, submitToo, pauseMs);
    await measure(customers.slice(0, 10), 3, true); // warm-up: JIT, pool, caches
    await analyze(apiUrl);
    const levels = [];
    for (const level of LEVELS) {
      levels.push({ level, result: await measure(customers.slice(0, level), SECONDS, true) });
    }
    // A customer on the review screen re-quotes every 15 s; once a second each is a
    // heavy crowd. Latency here is the API's, not the queue's.
    const paced = await measure(customers.slice(0, PACED_CUSTOMERS), SECONDS, false, 1000);
    // The same customers on /v1 with signed keys and on sessions, in turns after a warm-up of
    // the signed path too: the difference in API CPU per trade is what the signature check
    // costs. Turns, each other one in the opposite order (signed, session, session, signed,
    // …), keep a drift of the machine out of it; each turn's own figure shows the spread.
    // The session path was warmed by every phase before; the signed one gets a phase of its
    // own, and the new keys' table its statistics, as the others had after the first warm-up.
    const keyed = await withKeys(customers.slice(0, SIGNED_LEVEL));
    await measure(keyed, SECONDS, true);
    await analyze(apiUrl);
    const sessionCustomers = customers.slice(0, SIGNED_LEVEL);
    const turns: { signed: RunResult[]; session: RunResult[] } = { signed: [], session: [] };
    for (let turn = 0; turn < SIGNED_TURNS; turn += 1) {
      if (turn % 2 === 0) {
        turns.signed.push(await measure(keyed, SECONDS, true));
        turns.session.push(await measure(sessionCustomers, SECONDS, true));
      } else {
        turns.session.push(await measure(sessionCustomers, SECONDS, true));
        turns.signed.push(await measure(keyed, SECONDS, true));
      }
    }
    const signed = combined(turns.signed);
    const session = combined(turns.session);
    const turnShares = turns.signed.map((result, turn) =>
      signatureShare(result, turns.session[turn] ?? result),
    );
    return { windowMs, loginMs: sessions.loginMs, levels, paced, signed, session, turnShares };
  } finally {
    await stack.stop();
  }
}

const stacks = [];
for (const windowMs of WINDOWS) stacks.push(await stackRun(windowMs));
// The database alone, with the same windows, then pgbench: after the stacks, on a quiet server.
const ledger: LedgerRun[] = await ledgerTrades({
  baseUrl: BASE_URL,
  name: benchDatabaseName('wattle_bench_ledger', PORT_OFFSET),
  clients: PROCESSES * POOL_SIZE,
  seconds: SECONDS,
  customers: 200,
  windowsMs: WINDOWS,
});
const pgbench = pgbenchTps(pgbenchUrl, SECONDS);

const row = (label: string, values: number[]) =>
  `${label} p50 ${ms(percentile(values, 50))}   p99 ${ms(percentile(values, 99))}`;
const mode = (windowMs: number) =>
  windowMs === 0 ? 'each submit alone' : `group commit, ${windowMs} ms window`;
const lines = [
  `Wattle API benchmark — PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}, ${PROCESSES} API process(es) (${POOL_SIZE} connections each${PROCESSES > 1 ? ', Redis' : ''}), ${SECONDS} s per phase`,
  `${Math.max(...LEVELS, PACED_CUSTOMERS)} customers, one session each; ${LOGINS} signed in through /auth/login (scrypt): p50 ${ms(percentile(stacks[0]?.loginMs ?? [], 50))}, the rest given sessions directly`,
];
for (const { windowMs, levels, paced, signed, session, turnShares } of stacks) {
  lines.push(
    ``,
    `${mode(windowMs)}:`,
    `customers   trades/s   quote p50 / p99          submit p50 / p99        failures   CPU per trade: API / PostgreSQL`,
    ...levels.map(
      ({ level, result }) =>
        `${String(level).padStart(9)}   ${result.tradesPerSecond.toFixed(1).padStart(8)}   ${ms(percentile(result.quoteMs, 50)).padStart(9)} / ${ms(percentile(result.quoteMs, 99)).padEnd(11)}   ${ms(percentile(result.submitMs, 50)).padStart(9)} / ${ms(percentile(result.submitMs, 99)).padEnd(11)}   ${String(result.failures).padStart(8)}   ${ms(result.apiCpuMs / result.trades)} / ${ms(result.dbCpuMs / result.trades)}`,
    ),
    row(
      `quotes, ${PACED_CUSTOMERS} customers about once a second (${(paced.quoteMs.length / SECONDS).toFixed(0)} quotes/s):`,
      paced.quoteMs,
    ),
    `  CPU per quote: API ${ms(paced.apiCpuMs / paced.quoteMs.length)} / PostgreSQL ${ms(paced.dbCpuMs / paced.quoteMs.length)}`,
    `${SIGNED_LEVEL} customers, signed API keys on /v1 vs sessions (${SIGNED_TURNS} turns of ${SECONDS} s each):`,
    `  signed-key trades/s ${signed.tradesPerSecond.toFixed(1)} (API CPU per trade ${ms(apiPerTrade(signed))}, failures ${signed.failures})`,
    `  session trades/s    ${session.tradesPerSecond.toFixed(1)} (API CPU per trade ${ms(apiPerTrade(session))}, failures ${session.failures})`,
    `  signature check's share of a trade's API CPU = ${signatureShare(signed, session).toFixed(1)} %   (target ≤ 10 %)`,
    `  each turn's: ${turnShares.map((turnShare) => `${turnShare.toFixed(1)} %`).join(', ')}`,
  );
}
lines.push(
  ``,
  `the same trade statements on the database alone (${PROCESSES * POOL_SIZE} connections, as the stack's pools):`,
  ...ledger.map(
    (run) =>
      `  ${mode(run.windowMs).padEnd(30)} ${run.tradesPerSecond.toFixed(1).padStart(8)} trades/s, backend CPU per trade ${ms(run.dbCpuMs)}`,
  ),
  `pgbench tpcb-like (scale 20, 20 clients, 2 threads): ${pgbench.line}`,
  ``,
  `API processes: ${PROCESSES}`,
);
for (const { windowMs, levels, paced } of stacks) {
  const best = levels.reduce((a, b) =>
    b.result.tradesPerSecond > a.result.tradesPerSecond ? b : a,
  );
  const at100 = levels.find(({ level }) => level === 100)?.result.tradesPerSecond ?? Number.NaN;
  const alone = ledger.find((run) => run.windowMs === windowMs)?.tradesPerSecond ?? Number.NaN;
  lines.push(
    `${mode(windowMs)}:`,
    `  whole stack ÷ database alone = ${best.result.tradesPerSecond.toFixed(1)} ÷ ${alone.toFixed(1)} = ${(best.result.tradesPerSecond / alone).toFixed(2)}   (best level: ${best.level} customers; target ≥ 0.8)`,
    `  trades/s ÷ pgbench TPS = ${best.result.tradesPerSecond.toFixed(1)} ÷ ${pgbench.tps.toFixed(0)} = ${(best.result.tradesPerSecond / pgbench.tps).toFixed(2)}; at 100 customers ${(at100 / pgbench.tps).toFixed(2)}   (target ≥ 0.5 at 100)`,
    `  quote p99 with ${PACED_CUSTOMERS} customers quoting about once a second = ${ms(percentile(paced.quoteMs, 99))}   (target ≤ 15 ms)`,
  );
}
const [off, on] = [stacks.find((s) => s.windowMs === 0), stacks.find((s) => s.windowMs > 0)];
if (off && on) {
  const p99At1 = (stack: typeof off) =>
    percentile(stack.levels.find(({ level }) => level === 1)?.result.submitMs ?? [], 99);
  const tradesAt = (stack: typeof off, level: number) =>
    stack.levels.find((entry) => entry.level === level)?.result.tradesPerSecond ?? Number.NaN;
  const aloneDb = ledger.find((run) => run.windowMs === 0)?.tradesPerSecond ?? Number.NaN;
  const batchedDb =
    ledger.find((run) => run.windowMs === on.windowMs)?.tradesPerSecond ?? Number.NaN;
  lines.push(
    ``,
    `group commit ÷ each alone: database alone ${(batchedDb / aloneDb).toFixed(2)} (target ≥ 2); whole stack ${LEVELS.map((level) => `${level}: ${(tradesAt(on, level) / tradesAt(off, level)).toFixed(2)}`).join(', ')}`,
    `submit p99 at 1 customer: ${ms(p99At1(on))} batched, ${ms(p99At1(off))} alone: +${ms(p99At1(on) - p99At1(off))}   (target ≤ +${on.windowMs} ms, the window)`,
  );
}
console.log(lines.join('\n'));
