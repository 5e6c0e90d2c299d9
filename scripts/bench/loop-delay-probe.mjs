/**
 * Loaded into each API process by bench:load (`node --import`), printed to stderr when the
 * bench stops it (SIGTERM), over the measured run (from SIGUSR2, the end of the warm-up):
 * - how late the process's event loop ran. A push that crosses Redis waits for the receiving
 *   process's loop like any request does, so this is the floor under the notification figures;
 * - how long each call took inside the process, from its request parsed to its response
 *   finished: the API's own share of the latency the load generator measures, without the
 *   generator's event loop and the kernel's queues (all on the same two cores).
 * Plain JavaScript, because it loads before tsx.
 */
import { Server } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
let since = performance.eventLoopUtilization();

/** Call name (method and path, the coin of a per-coin path left out) → durations in ms. */
const served = new Map();
const emit = Server.prototype.emit;
Server.prototype.emit = function timedEmit(event, ...args) {
  const [request, response] = args;
  if (event === 'request' && !request.url.startsWith('/socket.io')) {
    const started = performance.now();
    const name = `${request.method} ${request.url.split('?')[0].replace(/\/user\/balances\/(?!fiat$)[^/]+$/, '/user/balances/:coin')}`;
    response.once('finish', () => {
      const list = served.get(name) ?? [];
      list.push(performance.now() - started);
      served.set(name, list);
    });
  }
  return emit.call(this, event, ...args);
};

/** As percentile.ts, which this file cannot import. */
// The bench's signal that its measured run starts: the figures so far were the warm-up.
process.on('SIGUSR2', () => {
  delay.reset();
  since = performance.eventLoopUtilization();
  served.clear();
});

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

process.once('SIGTERM', () => {
  // The histogram holds the time between the timer's runs, which includes its period.
  const ms = (nanoseconds) => `${Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS).toFixed(1)} ms`;
  const busy = performance.eventLoopUtilization(since).utilization;
  const calls = [...served]
    .filter(([, list]) => list.length >= 20)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return `  ${name.padEnd(32)} ${String(list.length).padStart(6)}   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms`;
    });
  process.stderr.write(
    `API on port ${process.env.PORT}, over the measured run: event loop late by p50 ${ms(delay.percentile(50))}, ` +
      `p99 ${ms(delay.percentile(99))}, max ${ms(delay.max)}; ` +
      `busy ${(busy * 100).toFixed(0)}% of the time\n` +
      `  inside the process (request parsed → response finished), calls made 20 times or more:\n` +
      `${calls.join('\n')}\n`,
  );
});
