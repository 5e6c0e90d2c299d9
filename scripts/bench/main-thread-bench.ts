/**
 * `npm run bench:main-thread`: what a phone's main thread does while a signed-in page starts,
 * measured directly rather than simulated. Chromium (Debian's, or CHROMIUM_PATH) loads the page
 * with the demo customer's session, its CPU slowed 4× (Lighthouse's mobile factor), cold
 * (a fresh context each time), BENCH_RUNS times (5), and prints for each run and their median:
 * the long tasks (over 50 ms), the blocking time they add up to (each one's time over 50 ms, as
 * Lighthouse's TBT counts it), the largest of them, and the largest contentful paint (on
 * `/dashboard`, its heading). Lighthouse's figures (`bench:lighthouse`) are simulated from one
 * run; these are measured over several. Both move with the machine's load: to compare two
 * builds, measure them in the same hour, or alternate between two stacks (WATTLE_PORT_OFFSET).
 *
 *   BENCH_PAGE         the page (default `/dashboard`)
 *   BENCH_PROFILE_DIR  also writes each run's CPU profile there (`run-<n>.cpuprofile`, for
 *                      Chromium's DevTools), to see what the long tasks were
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@wattle/shared/boot';
import { CHROMIUM_FLAGS, chromiumPath } from '@wattle/shared/local-browser';
import { percentile } from './percentile.ts';
import { buildFrontEnds } from '../build.ts';
import { isBuildStale } from '../lib/freshness.ts';
import { FRONT_END_NAMES } from '../lib/front-ends.ts';
import { PORTS } from '../lib/runtime-config.ts';
import { startStack } from '../lib/stack.ts';
import { signInDemoCustomer } from '../lib/demo-browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = process.env.BENCH_PAGE ?? '/dashboard';
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** Lighthouse's mobile CPU slowdown. */
const CPU_SLOWDOWN = 4;
/** Lighthouse's phone: a Moto G Power's screen. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 };

interface Run {
  longTasks: number[];
  blocking: number;
  lcp: number | null;
}

/** Installed before the page's own scripts: long tasks and LCP entries, as they come. */
const OBSERVE = `
  window.__bench = { longTasks: [], lcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale);
const stack = await startStack({ ...process.env, LOG_LEVEL: 'warn' }, { quietApi: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(process.env.CHROMIUM_PATH),
  args: [...CHROMIUM_FLAGS],
});
if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
const runs: Run[] = [];
try {
  const token = await signInDemoCustomer(`http://localhost:${PORTS.api}`);
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)});` +
        OBSERVE,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    await page.goto(new URL(PAGE, stack.appUrl).toString());
    await page.locator('main h1').first().waitFor();
    // The page's answers and what they render: no request for half a second.
    await page.waitForLoadState('networkidle');
    const { longTasks, lcp } = await page.evaluate<{ longTasks: number[]; lcp: number | null }>(
      'window.__bench',
    );
    if (PROFILE_DIR) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(path.join(PROFILE_DIR, `run-${run}.cpuprofile`), JSON.stringify(profile));
    }
    await context.close();
    const blocking = longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
    runs.push({ longTasks, blocking, lcp });
  }
} finally {
  await browser.close();
  await stack.stop();
}

console.log(`${PAGE}, signed in, ${CPU_SLOWDOWN}× CPU, cold, ${RUNS} runs`);
console.table(
  runs.map((run, index) => ({
    run: index + 1,
    'long tasks': run.longTasks.length,
    'blocking time': ms(run.blocking),
    'longest task': ms(Math.max(0, ...run.longTasks)),
    LCP: ms(run.lcp),
  })),
);
const painted = runs.flatMap((run) => (run.lcp === null ? [] : [run.lcp]));
console.log(
  `median: blocking time ${ms(median(runs.map((run) => run.blocking)))}, longest task ` +
    `${ms(median(runs.map((run) => Math.max(0, ...run.longTasks))))}, LCP ` +
    `${ms(painted.length ? median(painted) : null)}`,
);
process.exit(0);
