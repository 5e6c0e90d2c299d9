/**
 * Loaded into each API process by bench:load (`node --import`): how late the process's event
 * loop ran, printed to stderr when the bench stops it. A push that crosses Redis waits for the
 * receiving process's loop like any request does, so this is the floor under the notification
 * figures. Plain JavaScript, because it loads before tsx.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
const since = performance.eventLoopUtilization();

process.once('SIGTERM', () => {
  // The histogram holds the time between the timer's runs, which includes its period.
  const ms = (nanoseconds) => `${Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS).toFixed(1)} ms`;
  const busy = performance.eventLoopUtilization(since).utilization;
  process.stderr.write(
    `API on port ${process.env.PORT}, since its start: event loop late by p50 ${ms(delay.percentile(50))}, ` +
      `p99 ${ms(delay.percentile(99))}, max ${ms(delay.max)}; ` +
      `busy ${(busy * 100).toFixed(0)}% of the time\n`,
  );
});
