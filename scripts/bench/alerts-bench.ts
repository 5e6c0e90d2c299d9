/**
 * `npm run bench:alerts`: what price alerts cost when a price moves. One API instance in this
 * process, on a scratch PostgreSQL database (bench-app.ts); `BENCH_ALERTS` waiting alerts
 * (default 10,000) over 500 customers and every listed coin, set through the API's own
 * service, e-mail on. `BENCH_CROSSING` of them (default 1,000) are "below 95 % of the price,
 * every time"; the rest wait far from the price, above or below it. Then, per round:
 *
 * - a tick that crosses none: the alerts' tick handler with the prices as they are; wall time,
 *   and PostgreSQL's backend CPU for it;
 * - a tick that crosses `BENCH_CROSSING`: every coin moved down 10 % with the sandbox control,
 *   then one poll of the price-tick job; for each alert the time from the poll's start to its
 *   notification push leaving the API (after the commit), p50, p99 and the last.
 *
 * Between rounds the prices go back and a tick re-arms the alerts that fired.
 *
 *   DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_ROUNDS   rounds of both ticks (default 3)
 */
import { portOffsetOf } from '@wattle/shared/local-ports';
import { checkAlerts, createAlert, priceAlertsOnTick, priceTickJob } from '@wattle/api/tooling';
import { benchMarket, startBenchApp, watchNotificationPushes } from './bench-app.js';
import { cpuMeter, createCustomers, monotonicMs, ms } from './bench-stack.js';
import { latenciesSince, type Latencies, p50p99 } from './percentile.js';

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const CROSSING = Number(process.env.BENCH_CROSSING ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CUSTOMERS = 500;
const SETTING_AT_ONCE = 16;
const IDLE_TICKS = 20;

const bench = await startBenchApp(
  BASE_URL,
  'wattle_alerts_bench',
  portOffsetOf(process.env.WATTLE_PORT_OFFSET),
);
const { deps } = bench;

/** When each alert's push left the API, by the monotonic clock. */
const pushedAt = watchNotificationPushes(bench, (title) => / is (above|below) /.test(title));
const { coins, quoteOf, move, tick } = await benchMarket(bench);

try {
  const customers = await createCustomers(bench.url, CUSTOMERS);
  const started = monotonicMs();
  const indexes = Array.from({ length: ALERTS }, (_, n) => n);
  for (let i = 0; i < indexes.length; i += SETTING_AT_ONCE) {
    await Promise.all(
      indexes.slice(i, i + SETTING_AT_ONCE).map((n) => {
        const assetId = coins[n % coins.length] ?? 'btc';
        const crossing = n < CROSSING;
        const factor = crossing ? 0.95 : n % 2 === 0 ? 0.5 : 2;
        return createAlert(deps, {
          userId: customers[n % customers.length]?.userId ?? '',
          request: {
            asset: assetId,
            condition: crossing || factor < 1 ? 'below' : 'above',
            price: quoteOf(assetId).mid.times(factor).toFixed(2),
            repeat: crossing ? 'every' : 'once',
            email: true,
          },
        });
      }),
    );
  }
  console.log(
    `set ${ALERTS} alerts over ${coins.length} coins and ${CUSTOMERS} customers in ${ms(monotonicMs() - started)}`,
  );

  const idle: { wall: number; dbMs: number }[] = [];
  const fired: Latencies[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await move({ reset: true });
    // Re-arms the alerts the round before fired, now that the prices are back.
    await priceTickJob([priceAlertsOnTick])(deps);

    for (let i = 0; i < IDLE_TICKS; i += 1) {
      const cpu = cpuMeter([], bench.name);
      const at = monotonicMs();
      await checkAlerts(deps, tick(`idle-${round}-${i}`));
      idle.push({ wall: monotonicMs() - at, dbMs: cpu().dbMs });
    }

    await move({ percent: -10 });
    pushedAt.length = 0;
    const tickAt = monotonicMs();
    await priceTickJob([priceAlertsOnTick])(deps);
    fired.push(latenciesSince(tickAt, pushedAt));
  }

  const walls = p50p99(idle.map((run) => run.wall));
  const dbs = p50p99(idle.map((run) => run.dbMs));
  console.log(
    [
      `Wattle alerts benchmark — PostgreSQL ${BASE_URL.replace(/\/\/.*@/, '//')}, ${ALERTS} alerts over ${coins.length} coins, ${ROUNDS} rounds`,
      `tick crossing none (${idle.length} ticks): wall p50 ${ms(walls.p50)}, p99 ${ms(walls.p99)}; database backend CPU p50 ${ms(dbs.p50)}, p99 ${ms(dbs.p99)}`,
      ...fired.map(
        (round, i) =>
          `round ${i + 1}: tick crossing ${CROSSING}: ${round.count} alerts notified; tick → notification p50 ${ms(round.p50)}, p99 ${ms(round.p99)}, last ${ms(round.last)}`,
      ),
    ].join('\n'),
  );
} finally {
  await bench.close();
}
