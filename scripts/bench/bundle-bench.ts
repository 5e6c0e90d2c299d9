/**
 * `npm run bench:bundle`: what a visitor's browser downloads, and how fast a customer moves
 * around. Serves the built app on shifted ports and, in Chromium:
 * - opens `/` (and `/dashboard` signed in) cold and prints the JS the shell had received when
 *   it first asked a remote for anything, when that was, and all the JS loaded (gzip sizes);
 * - the JS each route needs until its main heading is visible, cold (gzip): a signed-in
 *   page's live heading, not its prerendered frame's;
 * - signs in through `/login` like a customer, then the first entry into each remote's page
 *   (history, account, the trading balance page) and the warm route switch (dashboard →
 *   transactions → profile → dashboard), each from navigation to the new page's main heading
 *   visible. Targets: first entry ≤ 300 ms, warm switch ≤ 150 ms.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PAGE_FALLBACK_ATTRIBUTE, PRERENDERED_PAGE_ATTRIBUTE } from '@wattle/shared/boot';
import { CHROMIUM_FLAGS, chromiumPath } from '@wattle/shared/local-browser';
import { buildFrontEnds } from '../build.ts';
import { isBuildStale } from '../lib/freshness.ts';
import { buildDirOf, FRONT_END_NAMES, FRONT_ENDS, type FrontEndName } from '../lib/front-ends.ts';
import { PORTS } from '../lib/runtime-config.ts';
import { startStack } from '../lib/stack.ts';
import { signInDemoCustomer } from '../lib/demo-browser.ts';

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale);

const origins = new Map<string, FrontEndName>(
  FRONT_END_NAMES.map((name) => [`http://localhost:${FRONT_ENDS[name].port}`, name]),
);
const gzipOf = (name: FrontEndName, pathname: string) =>
  gzipSync(readFileSync(path.join(buildDirOf(name), pathname)), { level: 9 }).length;

interface Loaded {
  name: FrontEndName;
  pathname: string;
  gzip: number;
  /** Milliseconds from navigation: requested, and fully received (Infinity if never). */
  requestedAt: number;
  finishedAt: number;
}

interface Visit {
  js: Loaded[];
  /** When the first request of any kind (manifest first) went to a remote's origin. */
  firstRemoteRequestAt: number;
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(process.env.CHROMIUM_PATH),
    args: [...CHROMIUM_FLAGS],
  });
}

async function visit(url: string, token?: string): Promise<Visit> {
  const browser = await launch();
  const page = await browser.newPage();
  if (token) {
    await page.goto(`http://localhost:${PORTS.shell}/config.json`);
    await page.evaluate(`localStorage.setItem('wattle.token', ${JSON.stringify(token)})`);
  }
  const js = new Map<string, Loaded>();
  let firstRemoteRequestAt = Number.POSITIVE_INFINITY;
  const started = performance.now();
  page.on('request', (request) => {
    const parsed = new URL(request.url());
    const name = origins.get(parsed.origin);
    if (!name) return;
    const at = performance.now() - started;
    if (name !== 'shell') firstRemoteRequestAt = Math.min(firstRemoteRequestAt, at);
    if (!parsed.pathname.endsWith('.js')) return;
    js.set(request.url(), {
      name,
      pathname: parsed.pathname,
      gzip: gzipOf(name, parsed.pathname),
      requestedAt: at,
      finishedAt: Number.POSITIVE_INFINITY,
    });
  });
  page.on('requestfinished', (request) => {
    const file = js.get(request.url());
    if (file) file.finishedAt = performance.now() - started;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return { js: [...js.values()], firstRemoteRequestAt };
}

const RUNS = 5;

/** Timings on a shared 2-core machine wander: the run whose first remote request is the median. */
async function medianVisit(url: string, token?: string): Promise<Visit> {
  const visits: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) visits.push(await visit(url, token));
  visits.sort((a, b) => a.firstRemoteRequestAt - b.firstRemoteRequestAt);
  const median = visits[Math.floor(RUNS / 2)];
  if (!median) throw new Error('No visit completed');
  return median;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

function report(label: string, { js, firstRemoteRequestAt }: Visit): string[] {
  const sum = (files: Loaded[]) => kb(files.reduce((total, file) => total + file.gzip, 0));
  const shell = js.filter((file) => file.name === 'shell');
  // What the first remote request waited for: shell JS already received when it went out.
  const beforeRemote = shell.filter((file) => file.finishedAt <= firstRemoteRequestAt);
  const byOrigin = FRONT_END_NAMES.map((name) => {
    const files = js.filter((file) => file.name === name);
    return files.length ? `${name} ${sum(files)} (${files.length} files)` : null;
  }).filter(Boolean);
  const remoteJs = js.filter((file) => file.name !== 'shell');
  const firstRemoteJs = Math.min(...remoteJs.map((file) => file.requestedAt));
  const lastShellJs = Math.max(...shell.map((file) => file.finishedAt));
  return [
    `${label}`,
    `  shell JS received before the first remote request: ${sum(beforeRemote)} gzip (${beforeRemote.length} files)   target ≤ 120 kB`,
    `  first remote request at ${ms(firstRemoteRequestAt)}, first remote JS at ${ms(firstRemoteJs)}; shell JS all received at ${ms(lastShellJs)}`,
    `  shell JS in all: ${sum(shell)} (${shell.length} files); by origin: ${byOrigin.join(', ')}`,
    `  all JS: ${sum(js)} gzip`,
  ];
}

/** The main heading of each measured page (PageLayout's h1, the auth card's, the home hero's). */
const HEADINGS: Record<string, string> = {
  '/': 'Buy, sell and swap crypto',
  '/login': 'Log in',
  '/dashboard': 'Dashboard',
  '/balance': 'Balance',
  '/transaction': 'Transaction history',
  '/profile': 'Profile',
};

/**
 * In the page: resolves when an h1 starting with `heading` is visible (ms since `since`); a
 * live one only, drawn by the app rather than in the page the server sent (or its copy that
 * loading states show), when `live` is set: a signed-in page's prerendered frame has its
 * heading too.
 */
const HEADING_VISIBLE = `(heading, since, timeout, live) => new Promise((resolve) => {
  const served = '[${PRERENDERED_PAGE_ATTRIBUTE}], [${PAGE_FALLBACK_ATTRIBUTE}]';
  const tick = () => {
    const found = [...document.querySelectorAll('h1')].some(
      (h1) =>
        h1.textContent.trim().startsWith(heading) &&
        h1.checkVisibility() &&
        !(live && h1.closest(served)),
    );
    const elapsed = performance.now() - since;
    if (found) resolve(elapsed);
    else if (elapsed > timeout) resolve(Infinity);
    else requestAnimationFrame(tick);
  };
  tick();
})`;

/**
 * A client-side navigation, as a link's click makes it (React Router follows the history),
 * timed in the page from the navigation to the new page's main heading visible.
 */
async function navigate(page: Page, to: string): Promise<number> {
  const heading = HEADINGS[to];
  if (!heading) throw new Error(`No heading known for ${to}`);
  return page.evaluate<number>(
    `(async () => {
      const since = performance.now();
      history.pushState(null, '', ${JSON.stringify(to)});
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return (${HEADING_VISIBLE})(${JSON.stringify(heading)}, since, 10000, true);
    })()`,
  );
}

interface Journey {
  firstEntry: Record<string, number>;
  /** Each leg's times over the rounds. */
  warm: Record<string, number[]>;
}

const WARM_ROUTE = ['/dashboard', '/transaction', '/profile', '/dashboard'];
const WARM_ROUNDS = 5;

/** Signs in through the form, lets the page settle (idle prefetching included), then moves. */
async function customerJourney(): Promise<Journey> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://localhost:${PORTS.shell}/login`);
    await page.getByLabel('Email').fill('customer@wattle.dev');
    await page.getByLabel('Password').fill('wattle-demo-pass');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const firstEntry: Record<string, number> = {};
    for (const to of ['/transaction', '/profile', '/balance']) {
      firstEntry[to] = await navigate(page, to);
      await page.waitForLoadState('networkidle');
    }
    await navigate(page, '/dashboard');
    const warm: Record<string, number[]> = {};
    for (let round = 0; round < WARM_ROUNDS; round += 1) {
      for (let leg = 1; leg < WARM_ROUTE.length; leg += 1) {
        const label = `${WARM_ROUTE[leg - 1]} → ${WARM_ROUTE[leg]}`;
        (warm[label] ??= []).push(await navigate(page, WARM_ROUTE[leg] ?? '/'));
        await page.waitForTimeout(300);
      }
    }
    return { firstEntry, warm };
  } finally {
    await browser.close();
  }
}

/**
 * JS (gzip) requested, cold, until the route's main heading is visible: for a customer, the
 * live page's (its prerendered frame shows the heading before any script runs); for a
 * visitor, the page's, which is whole without the app on `/` and `/login`.
 */
async function routeJs(route: string, token?: string): Promise<number> {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(`http://localhost:${PORTS.shell}/config.json`);
      await page.evaluate(`localStorage.setItem('wattle.token', ${JSON.stringify(token)})`);
    }
    let bytes = 0;
    let counting = true;
    page.on('request', (request) => {
      const parsed = new URL(request.url());
      const name = origins.get(parsed.origin);
      if (counting && name && parsed.pathname.endsWith('.js'))
        bytes += gzipOf(name, parsed.pathname);
    });
    await page.goto(`http://localhost:${PORTS.shell}${route}`, { waitUntil: 'commit' });
    await page.evaluate(
      `(${HEADING_VISIBLE})(${JSON.stringify(HEADINGS[route])}, 0, 20000, ${Boolean(token)})`,
    );
    counting = false;
    return bytes;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const stack = await startStack({ ...process.env, LOG_LEVEL: 'warn' }, { quietApi: true });
try {
  const token = await signInDemoCustomer(`http://localhost:${PORTS.api}`);
  const home = await medianVisit(`http://localhost:${PORTS.shell}/`);
  const dashboard = await medianVisit(`http://localhost:${PORTS.shell}/dashboard`, token);
  const perRoute: string[] = [];
  for (const route of ['/', '/login']) perRoute.push(`${route} ${kb(await routeJs(route))}`);
  for (const route of ['/dashboard', '/balance', '/transaction', '/profile']) {
    perRoute.push(`${route} ${kb(await routeJs(route, token))}`);
  }
  const journey = await customerJourney();
  console.log(
    [
      `median of ${RUNS} cold visits each`,
      ...report('visitor on /', home),
      ...report('customer on /dashboard', dashboard),
      'JS per route, cold, until its heading is visible (gzip; / and /login as a visitor, the rest the live page)',
      `  ${perRoute.join(', ')}`,
      'customer signed in through /login, then the first entry into each remote   target ≤ 300 ms',
      ...Object.entries(journey.firstEntry).map(([to, time]) => `  ${to.padEnd(13)} ${ms(time)}`),
      `warm route switch, median of ${WARM_ROUNDS} rounds (all rounds)   target ≤ 150 ms`,
      ...Object.entries(journey.warm).map(
        ([leg, times]) =>
          `  ${leg.padEnd(28)} ${ms(median(times))}   (${times.map(Math.round).join(', ')})`,
      ),
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
