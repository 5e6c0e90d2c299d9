/**
 * `npm run bench:load`: the production shape at scale. Two API processes on one PostgreSQL and
 * one Redis; every customer holds a socket open (authenticated as the shell does, on the other
 * process than the one serving its requests, from a process of their own:
 * notification-receiver.ts) and polls at the app's intervals
 * (docs/product/constants.md#polling) — the asset list with prices every 15 s, balances every
 * 45 s, a coin balance and the stats every minute, health every 10 s — and re-quotes every 15
 * s (the review screen's refresh); the traders among them confirm each quote. Deposits land
 * meanwhile, so notifications cross from one process to the other's sockets, timed from their
 * publication on Redis to the customer's socket. Afterwards the ledger is checked.
 *
 *   DATABASE_URL      PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 * REDIS_URL         Redis (default redis://127.0.0.1:6379) BENCH_CUSTOMERS   customers, each
 * with a socket (default 1000) BENCH_TRADERS     of them, the ones who submit every quote
 * (default 200) BENCH_SECONDS     length of the measured run (default 60) BENCH_WARMUP_SECONDS
 * the same load first runs this long unmeasured (default 10): a fresh API compiles its hot
 * paths, fills its pools and caches then; its quote figures are printed apart
 * BENCH_DEPOSITS_PER_SECOND  deposits whose notifications are timed (default 5)
 * BENCH_POOL_SIZE   PostgreSQL connections per API process (default 10) BENCH_LOGINS
 * customers who sign in through /auth/login (default 20; the others get their session
 * directly, see bench-stack.ts) BENCH_LOAD_NODE_ARGS  extra node flags for the API processes,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 *
 * Each API process also reports, over the measured run (loop-delay-probe.mjs), how late its
 * event loop ran (a push waits for the receiving process's loop) and how long each call took
 * inside it, on stderr after the figures.
 *
 * Before the load, a soak asks each process for every range of every listed coin's chart, and
 * of the portfolio history of a customer who holds every coin, BENCH_SOAK_ROUNDS times
 * (default 3): the processes' RSS before and after (the market's caches are bounded), and how
 * long /health, asked all the while, waited (a chart or history drawn in one piece holds
 * every other request).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { localPorts, portOffsetOf } from '@wattle/shared/local-ports';
import {
  benchDatabaseName,
  findLedgerViolations,
  openDatabase,
  scratchDatabase,
} from '@wattle/api/tooling';
import {
  createCustomers,
  monotonicMs,
  ms,
  openSessions,
  request,
  startApis,
  type Answer,
} from './bench-stack.js';
import type { ReceiverCommand, ReceiverReport } from './notification-receiver.js';
import { percentile } from './percentile.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1000);
const TRADERS = Math.min(CUSTOMERS, Number(process.env.BENCH_TRADERS ?? 200));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const DEPOSITS_PER_SECOND = Number(process.env.BENCH_DEPOSITS_PER_SECOND ?? 5);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const LOGINS = Math.min(CUSTOMERS, Number(process.env.BENCH_LOGINS ?? 20));
const SOAK_ROUNDS = Number(process.env.BENCH_SOAK_ROUNDS ?? 3);
const RANGES = ['24h', '7d', '30d', '1y'] as const;
const PROCESSES = 2;
const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);
const ports = localPorts(PORT_OFFSET);

/** The app's polling, per customer: what the dashboard and the trade dialog ask for. */
const POLLS: { name: string; path: (coin: string) => string; everyMs: number }[] = [
  { name: 'GET /asset (assets and prices)', path: () => '/asset', everyMs: 15_000 },
  { name: 'GET /user/portfolio/balances', path: () => '/user/portfolio/balances', everyMs: 45_000 },
  { name: 'GET /user/balances/fiat', path: () => '/user/balances/fiat', everyMs: 45_000 },
  { name: 'GET /user/balances/:coin', path: (coin) => `/user/balances/${coin}`, everyMs: 60_000 },
  { name: 'GET /asset/stats', path: () => '/asset/stats', everyMs: 60_000 },
  { name: 'GET /health', path: () => '/health', everyMs: 10_000 },
];
const QUOTE_EVERY_MS = 15_000;
const COINS = ['btc', 'eth', 'sol', 'ada', 'xrp'];

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
const inFlight = new Set<Promise<unknown>>();
/** False during the warm-up: calls then count only as errors and as warm-up quotes. */
let measuring = false;
const warmupQuotes: number[] = [];

function record(name: string, answer: Answer | Error) {
  if (answer instanceof Error || !answer.ok) errors.set(name, (errors.get(name) ?? 0) + 1);
  if (!measuring) {
    if (name === 'POST /order/quote' && !(answer instanceof Error)) warmupQuotes.push(answer.ms);
    return;
  }
  if (!(answer instanceof Error)) {
    const list = latencies.get(name) ?? [];
    list.push(answer.ms);
    latencies.set(name, list);
  }
}

/** Runs one call, counting it; the run waits for every call still in flight at the end. */
function track<T extends Answer>(name: string, call: () => Promise<T>): Promise<T | undefined> {
  const promise = call().then(
    (answer) => {
      record(name, answer);
      return answer;
    },
    (error: unknown) => {
      record(name, error instanceof Error ? error : new Error(String(error)));
      return undefined;
    },
  );
  inFlight.add(promise);
  void promise.finally(() => inFlight.delete(promise));
  return promise;
}

function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const databaseUrl = (
  await scratchDatabase(BASE_URL, benchDatabaseName('wattle_load_bench', PORT_OFFSET))
).url;
const stack = await startApis({
  count: PROCESSES,
  firstPort: ports.benchApiA,
  databaseUrl,
  redisUrl: REDIS_URL,
  poolSize: POOL_SIZE,
  nodeArgs: [
    '--import',
    new URL('./loop-delay-probe.mjs', import.meta.url).href,
    ...(process.env.BENCH_LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ],
});
const receiver = fork(new URL('./notification-receiver.ts', import.meta.url), {
  execArgv: ['--import', 'tsx'],
});
const timers: NodeJS.Timeout[] = [];
try {
  const apiUrl = (index: number) => stack.apis[index % PROCESSES]?.url ?? '';
  const otherApiUrl = (index: number) => stack.apis[(index + 1) % PROCESSES]?.url ?? '';
  const created = await createCustomers(databaseUrl, CUSTOMERS);
  const emails = created.map((customer) => customer.email);
  const { tokens, loginMs } = await openSessions(databaseUrl, created, {
    jwtSecret: stack.jwtSecret,
    logins: LOGINS,
    apiUrlFor: apiUrl,
  });
  const soak = await soakHistories(apiUrl, created[0]?.email ?? '', tokens[0] ?? '');

  // Every customer's socket, on the process that does not serve its requests, held by the
  // receiver process (notification-receiver.ts), which times each notification from its
  // publication on Redis to its arrival.
  const reports = (type: ReceiverReport['type']) =>
    new Promise<ReceiverReport>((resolve, reject) => {
      const onReport = (report: ReceiverReport) => {
        if (report.type !== type) return;
        receiver.off('message', onReport);
        resolve(report);
      };
      receiver.on('message', onReport);
      receiver.once('exit', (code) => reject(new Error(`the receiver exited (${code})`)));
    });
  const deliveries: number[] = [];
  const afterAnswers: number[] = [];
  const endToEnd: number[] = [];
  /** Per customer, the deposit whose notification is awaited: when sent, answered, arrived. */
  const awaiting = new Map<
    number,
    { sent: number; answered?: number; published?: number; arrived?: number }
  >();
  const settle = (index: number) => {
    const deposit = awaiting.get(index);
    if (deposit?.answered === undefined || deposit.arrived === undefined) return;
    awaiting.delete(index);
    if (!measuring) return;
    deliveries.push(deposit.arrived - (deposit.published ?? Number.NaN));
    // A push can beat the answer that carries it: then it took no time after it.
    afterAnswers.push(Math.max(0, deposit.arrived - deposit.answered));
    endToEnd.push(deposit.arrived - deposit.sent);
  };
  receiver.on('message', (report: ReceiverReport) => {
    if (report.type !== 'notification') return;
    const deposit = awaiting.get(report.index);
    if (!deposit || deposit.arrived !== undefined) return;
    deposit.published = report.publishedAt;
    deposit.arrived = report.arrivedAt;
    settle(report.index);
  });
  const opened = reports('opened');
  const receiverCommand: ReceiverCommand = {
    type: 'open',
    redisUrl: REDIS_URL,
    customers: tokens.map((token, index) => ({
      token,
      userId: created[index]?.userId ?? '',
      url: otherApiUrl(index),
    })),
  };
  receiver.send(receiverCommand);
  const socketSeconds = ((await opened) as { seconds: number }).seconds;

  const loadStartedAt = performance.now();
  const deadline = loadStartedAt + (WARMUP_SECONDS + SECONDS) * 1000;
  const every = (delayMs: number, periodMs: number, work: () => void) => {
    timers.push(
      setTimeout(() => {
        if (performance.now() >= deadline) return;
        work();
        timers.push(setInterval(() => performance.now() < deadline && work(), periodMs));
      }, delayMs),
    );
  };
  tokens.forEach((token, index) => {
    const api = apiUrl(index);
    const coin = COINS[index % COINS.length] ?? 'btc';
    for (const poll of POLLS) {
      every(Math.random() * poll.everyMs, poll.everyMs, () => {
        void track(poll.name, () => request(api, 'GET', poll.path(coin), token));
      });
    }
    let round = 0;
    every(Math.random() * QUOTE_EVERY_MS, QUOTE_EVERY_MS, () => {
      const order = { cryptoAssetId: coin, orderAmount: '25', orderType: 'buy' };
      round += 1;
      void track('POST /order/quote', () =>
        request(api, 'POST', '/order/quote', token, { ...order, type: 'PREVIEW' }),
      ).then((quote) => {
        if (index >= TRADERS || !quote?.ok) return;
        const { quoteId } = (quote.json as { data: { quoteId: string } }).data;
        // As the trade dialog does: one Idempotency-Key per confirmation.
        void track('POST /order/submit', () =>
          request(
            api,
            'POST',
            '/order/submit',
            token,
            { ...order, quoteId, type: 'preview' },
            {
              'idempotency-key': `load-${index}-${round}`,
            },
          ),
        );
      });
    });
  });
  // Deposits through one process; the notification is timed to the customer's socket on
  // the other, from the deposit's answer (the push leaves right after the commit).
  every(0, 1000 / DEPOSITS_PER_SECOND, () => {
    const index = Math.floor(Math.random() * CUSTOMERS);
    if (awaiting.has(index)) return;
    const deposit: { sent: number; answered?: number; arrived?: number } = {
      sent: monotonicMs(),
    };
    awaiting.set(index, deposit);
    void track('POST /sandbox/deposits/fiat', () =>
      request(apiUrl(index), 'POST', '/sandbox/deposits/fiat', undefined, {
        email: emails[index],
        amount: '1',
      }),
    ).then((answer) => {
      if (!answer?.ok) {
        awaiting.delete(index);
        return;
      }
      deposit.answered = monotonicMs();
      settle(index);
    });
  });

  const rssPeak = stack.apis.map(() => 0);
  const sampler = setInterval(() => {
    stack.apis.forEach((api, i) => {
      rssPeak[i] = Math.max(rssPeak[i] ?? 0, rssMb(api.child.pid));
    });
  }, 1000);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  // The measured run: the API processes start their own figures again (loop-delay-probe.mjs).
  for (const api of stack.apis) api.child.kill('SIGUSR2');
  const generatorDelay = monitorEventLoopDelay({ resolution: 10 });
  generatorDelay.enable();
  measuring = true;
  const startedAt = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - startedAt) / 1000;
  generatorDelay.disable();
  for (const timer of timers) clearTimeout(timer);
  await Promise.all([...inFlight]);
  await new Promise((resolve) => setTimeout(resolve, 500)); // the last notifications
  clearInterval(sampler);
  const rssEnd = stack.apis.map((api) => rssMb(api.child.pid));
  const lost = awaiting.size;
  const closed = reports('closed');
  receiver.send({ type: 'close' } satisfies ReceiverCommand);
  const { connected, rssMb: receiverRssMb } = (await closed) as {
    connected: number;
    rssMb: number;
  };

  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const violations = await findLedgerViolations(database.db);
  const counts = await database.db
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'complete')
    .executeTakeFirstOrThrow();
  await database.db.destroy();

  const lines = [...latencies].map(([name, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${name.padEnd(34)} ${String(values.length).padStart(7)}  ${(values.length / elapsed).toFixed(1).padStart(7)}/s   p50 ${ms(percentile(sorted, 50)).padStart(9)}   p99 ${ms(percentile(sorted, 99)).padStart(9)}   errors ${errors.get(name) ?? 0}`;
  });
  const delivered = [...deliveries].sort((a, b) => a - b);
  const sortedAfterAnswers = [...afterAnswers].sort((a, b) => a - b);
  const sortedEndToEnd = [...endToEnd].sort((a, b) => a - b);
  const sortedWarmup = [...warmupQuotes].sort((a, b) => a - b);
  const lateMs = (p: number) => ms(Math.max(0, generatorDelay.percentile(p) / 1e6 - 10));
  console.log(
    [
      `Wattle load benchmark — ${PROCESSES} API processes (${POOL_SIZE} connections each), PostgreSQL + Redis, ${SECONDS} s measured after a ${WARMUP_SECONDS} s warm-up under the same load`,
      `${CUSTOMERS} customers (${TRADERS} trading), one session each (${LOGINS} through /auth/login, p50 ${ms(percentile(loginMs, 50))}); ${CUSTOMERS} sockets opened in ${socketSeconds.toFixed(1)} s, ${connected} still connected at the end`,
      ``,
      `call                               requests     rate`,
      ...lines,
      ``,
      `notification delivery across processes (published on Redis by one → socket on the other): ${delivered.length} timed, ${lost} not arrived`,
      `  p50 ${ms(percentile(delivered, 50))}   p99 ${ms(percentile(delivered, 99))}   max ${ms(delivered.at(-1) ?? Number.NaN)}   (target p99 ≤ 20 ms)`,
      `  after the deposit's answer: p50 ${ms(percentile(sortedAfterAnswers, 50))}   p99 ${ms(percentile(sortedAfterAnswers, 99))}   (0 when the push beats the answer)`,
      `  deposit sent → notification: p50 ${ms(percentile(sortedEndToEnd, 50))}   p99 ${ms(percentile(sortedEndToEnd, 99))}`,
      `quote p99 = ${ms(
        percentile(
          [...(latencies.get('POST /order/quote') ?? [])].sort((a, b) => a - b),
          99,
        ),
      )}   (target ≤ 10 ms), as the load generator sees it; inside each API process: on stderr below`,
      `  during the warm-up, not counted above: ${sortedWarmup.length} quotes, p50 ${ms(percentile(sortedWarmup, 50))}, p99 ${ms(percentile(sortedWarmup, 99))}`,
      `  the load generator's own event loop ran late by p50 ${lateMs(50)}, p99 ${lateMs(99)}: part of every figure measured here`,
      `soak before the load, ${SOAK_ROUNDS} rounds of every range of ${soak.coins} coins' charts and of the portfolio history (every coin held), on each process: ${soak.requests} requests in ${soak.seconds.toFixed(1)} s`,
      `  RSS per API process before → after: ${soak.rssBefore.map((before, i) => `#${i + 1} ${before.toFixed(0)} → ${(soak.rssAfter[i] ?? 0).toFixed(0)} MB`).join('; ')}`,
      `  first (cold) round: 1y portfolio history ${ms(soak.coldPortfolioYearMs)}, a coin's 1y chart p50 ${ms(soak.coldChartYearP50)}, max ${ms(soak.coldChartYearMax)}`,
      `  GET /health meanwhile (every 20 ms, both processes): ${soak.health.length} answers, p50 ${ms(percentile(soak.health, 50))}, p99 ${ms(percentile(soak.health, 99))}, max ${ms(soak.health.at(-1) ?? Number.NaN)}`,
      `RSS per API process: ${stack.apis.map((_, i) => `#${i + 1} peak ${(rssPeak[i] ?? 0).toFixed(0)} MB, end ${(rssEnd[i] ?? 0).toFixed(0)} MB`).join('; ')}; load generator ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB, sockets ${receiverRssMb.toFixed(0)} MB`,
      `errors: ${[...errors.values()].reduce((sum, n) => sum + n, 0)}`,
      ``,
      `ledger after the run: ${counts.n} trades complete; ${violations.length === 0 ? 'sound — Σ postings = 0 per entry and per asset, no negative customer balance, balances = Σ postings' : `${violations.length} VIOLATIONS`}`,
      ...violations.slice(0, 20).map((violation) => `  ${violation.rule}: ${violation.detail}`),
    ].join('\n'),
  );
  if (violations.length > 0) process.exitCode = 1;
} finally {
  for (const timer of timers) clearTimeout(timer);
  if (receiver.connected) receiver.disconnect(); // it exits then, closing its sockets
  await stack.stop();
}

/**
 * The soak: one customer given every listed coin, then every range of every coin's chart and
 * of that customer's portfolio history asked of each process, rounds over, with /health asked
 * every 20 ms meanwhile. The first round finds the market's caches cold.
 */
async function soakHistories(apiUrl: (index: number) => string, email: string, token: string) {
  const listed = await request(apiUrl(0), 'GET', '/asset', undefined);
  const coins = (listed.json as { data: { assetId: string; type: string }[] }).data
    .filter((asset) => asset.type !== 'fiat')
    .map((asset) => asset.assetId);
  for (const asset of coins) {
    await request(apiUrl(0), 'POST', '/sandbox/deposits/crypto', undefined, {
      email,
      asset,
      amount: '1',
    });
  }
  const rssBefore = stack.apis.map((api) => rssMb(api.child.pid));
  const health: number[] = [];
  let soaking = true;
  const healthChecks = stack.apis.map(async (api) => {
    while (soaking) {
      health.push((await request(api.url, 'GET', '/health', undefined)).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  const startedAt = performance.now();
  let requests = 0;
  const coldChartYear: number[] = [];
  let coldPortfolioYearMs = Number.NaN;
  for (let round = 0; round < SOAK_ROUNDS; round += 1) {
    await Promise.all(
      stack.apis.map(async (api) => {
        for (const range of RANGES) {
          const history = await request(
            api.url,
            'GET',
            `/user/portfolio/history?range=${range}`,
            token,
          );
          if (round === 0 && range === '1y' && api === stack.apis[0]) {
            coldPortfolioYearMs = history.ms;
          }
          const charts = await Promise.all(
            coins.map((coin) =>
              request(api.url, 'GET', `/asset/id/${coin}/history?range=${range}`, undefined),
            ),
          );
          if (round === 0 && range === '1y') coldChartYear.push(...charts.map((c) => c.ms));
          requests += charts.length + 1;
        }
      }),
    );
  }
  const seconds = (performance.now() - startedAt) / 1000;
  soaking = false;
  await Promise.all(healthChecks);
  const sortedCold = [...coldChartYear].sort((a, b) => a - b);
  return {
    coins: coins.length,
    requests,
    seconds,
    rssBefore,
    rssAfter: stack.apis.map((api) => rssMb(api.child.pid)),
    coldPortfolioYearMs,
    coldChartYearP50: percentile(sortedCold, 50),
    coldChartYearMax: sortedCold.at(-1) ?? Number.NaN,
    health: [...health].sort((a, b) => a - b),
  };
}
