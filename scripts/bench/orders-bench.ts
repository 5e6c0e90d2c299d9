/**
 * `npm run bench:orders`: what orders that wait for a price cost when a price moves. One API
 * instance in this process, on a scratch PostgreSQL database (or, with BENCH_DB=pglite, a
 * scratch embedded PGlite folder) with the app's migrations and seed; `BENCH_OPEN` open limit buys (default 10,000) across every listed coin, placed through
 * the API's own placement (holds and all). Then, per round:
 *
 * - a tick that crosses none: the orders' tick handler (expiry, the claim, the stalled-fill
 *   look-up) with the prices as they are; wall time, and PostgreSQL's backend CPU for it; and
 *   the claim statement alone, timed from this side of a local socket (about its database
 *   time);
 * - a tick that crosses `BENCH_CROSSING` of them (default 1,000): every coin moved down 10 %
 *   with the sandbox control, then one poll of the price-tick job; for each fill the time from
 *   the poll's start to its "Order filled" push leaving the API (the realtime emit after the
 *   commit), p50, p99 and the last; and the CPU the tick took, this process's and the
 *   database backends', which a machine busy with other work does not inflate as it does
 *   the wall time.
 *
 *   DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_DB       `pglite` for the embedded database instead (no backend CPU to read then)
 *   BENCH_ROUNDS   rounds of both ticks (default 3)
 */
import { portOffsetOf } from '@wattle/shared/local-ports';
import {
  claimOrdersCrossedBy,
  handleOrderTick,
  orderTickHandler,
  placeOrder,
  priceTickJob,
} from '@wattle/api/tooling';
import { benchMarket, startBenchApp, watchNotificationPushes } from './bench-app.js';
import { cpuMeter, createCustomers, monotonicMs, ms } from './bench-stack.js';
import { latenciesSince, type Latencies, p50p99 } from './percentile.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ON_PGLITE = process.env.BENCH_DB === 'pglite';
const OPEN = Number(process.env.BENCH_OPEN ?? 10_000);
const CROSSING = Number(process.env.BENCH_CROSSING ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CUSTOMERS = 500;
const PLACING_AT_ONCE = 16;
const PORT_OFFSET = portOffsetOf(process.env.WATTLE_PORT_OFFSET);

const bench = await startBenchApp(
  ON_PGLITE ? undefined : BASE_URL,
  'wattle_orders_bench',
  PORT_OFFSET,
);
const { deps, name } = bench;

/** When each user's latest "Order filled" push left the API, by the monotonic clock. */
const pushedAt = watchNotificationPushes(bench, (title) => title === 'Order filled');

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += PLACING_AT_ONCE) {
    await Promise.all(items.slice(i, i + PLACING_AT_ONCE).map(work));
  }
}

const { coins, quoteOf, move, tick } = await benchMarket(bench);
const customers = await createCustomers(bench.writer, CUSTOMERS);

/** `count` limit buys of $25, `factor` of the ask, spread over the customers and coins. */
async function place(count: number, factor: number, from: number) {
  await inBatches(
    Array.from({ length: count }, (_, i) => from + i),
    (n) => {
      const assetId = coins[n % coins.length] ?? 'btc';
      return placeOrder(deps, {
        userId: customers[n % customers.length]?.userId ?? '',
        idempotencyKey: undefined,
        request: {
          assetId,
          kind: 'limit',
          side: 'buy',
          amount: '25',
          limitPrice: quoteOf(assetId).buy.times(factor).toFixed(2),
        },
      });
    },
  );
}

try {
  const started = monotonicMs();
  // Far below the market: open for the whole bench.
  await place(OPEN - CROSSING, 0.5, 0);
  console.log(
    `placed ${OPEN - CROSSING} resting orders over ${coins.length} coins in ${ms(monotonicMs() - started)}`,
  );

  const idle: { wall: number; dbMs: number }[] = [];
  const claims: number[] = [];
  const fills: Latencies[] = [];
  /** CPU the crossing tick took: this process (the API, and PGlite in it), the backends. */
  const fillCpus: { apiMs: number; dbMs: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await move({ reset: true });
    await place(CROSSING, 0.95, round * CROSSING);
    // Every instance's tick: the job reads the moves, then hands the handler the prices.
    await priceTickJob([])(deps);

    for (let i = 0; i < 20; i += 1) {
      // The claim alone, from this side of a local socket: about its database time.
      const prices = coins.flatMap((assetId) => {
        const quote = deps.providers.market.quote(assetId, new Date());
        if (!quote) return [];
        const [bid, ask, mid] = [quote.sell, quote.buy, quote.mid].map((p) => p.toFixed());
        return [{ assetId, bid: bid ?? '', ask: ask ?? '', mid: mid ?? '' }];
      });
      const claimAt = monotonicMs();
      await claimOrdersCrossedBy(deps, prices, new Date());
      claims.push(monotonicMs() - claimAt);

      const cpu = cpuMeter([], name);
      const at = monotonicMs();
      await handleOrderTick(deps, tick(`idle-${round}-${i}`));
      idle.push({ wall: monotonicMs() - at, dbMs: cpu().dbMs });
    }

    await move({ percent: -10 });
    pushedAt.length = 0;
    const fillCpu = cpuMeter([process.pid], name);
    const tickAt = monotonicMs();
    await priceTickJob([orderTickHandler])(deps);
    fills.push(latenciesSince(tickAt, pushedAt));
    fillCpus.push(fillCpu());
  }

  const walls = p50p99(idle.map((run) => run.wall));
  const dbs = p50p99(idle.map((run) => run.dbMs));
  const claim = p50p99(claims);
  console.log(
    [
      `Wattle orders benchmark — ${ON_PGLITE ? 'PGlite' : `PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}`}, ${OPEN} open orders over ${coins.length} coins, ${ROUNDS} rounds`,
      `tick crossing none (${idle.length} ticks): wall p50 ${ms(walls.p50)}, p99 ${ms(walls.p99)}${ON_PGLITE ? '' : `; database backend CPU p50 ${ms(dbs.p50)}, p99 ${ms(dbs.p99)}`}`,
      `claim statement alone, crossing none: p50 ${ms(claim.p50)}, p99 ${ms(claim.p99)}`,
      ...fills.map(
        (round, i) =>
          `round ${i + 1}: tick crossing ${CROSSING}: ${round.count} fills notified; tick → notification p50 ${ms(round.p50)}, p99 ${ms(round.p99)}, last ${ms(round.last)}; CPU: API process ${ms(fillCpus[i]?.apiMs ?? Number.NaN)}${ON_PGLITE ? '' : `, database backends ${ms(fillCpus[i]?.dbMs ?? Number.NaN)}`}`,
      ),
    ].join('\n'),
  );
} finally {
  await bench.close();
}
