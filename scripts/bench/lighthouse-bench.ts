/**
 * `npm run bench:lighthouse`: Lighthouse on the production build — mobile, simulated
 * throttling (Lighthouse's defaults), Debian's Chromium — for `/`, `/buy/bitcoin`, a blog
 * post and `/login` as a visitor, and `/dashboard` signed in (the session stored the way the
 * app stores it, then Lighthouse leaves storage alone for that run). Builds what is stale,
 * serves the whole stack (ports shifted by WATTLE_PORT_OFFSET, like every script), and prints
 * the four category scores with LCP, TBT and CLS. Targets (docs/architecture.md#benchmarks):
 * performance ≥ 95, LCP ≤ 1.2 s, CLS ≤ 0.02 on public routes, performance ≥ 90 on `/dashboard`,
 * accessibility and SEO 100. A measurement, not a test: a busy machine scores lower, so each row
 * also prints Lighthouse's CPU index of the machine at that run — compare scores only at similar
 * indexes (a shared machine's index moves a lot within an hour).
 *
 *   LIGHTHOUSE_REPORT_DIR  also writes each page's whole report there (`<page>.json`): the
 *                          network requests, long tasks and observed paints behind a score
 *   LIGHTHOUSE_PAGES       only these of the pages, comma-separated (`/login,/dashboard`)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@wattle/shared/boot';
import { CHROMIUM_FLAGS, chromiumPath } from '@wattle/shared/local-browser';
import { buildFrontEnds } from '../build.ts';
import { isBuildStale } from '../lib/freshness.ts';
import { FRONT_END_NAMES } from '../lib/front-ends.ts';
import { PORTS } from '../lib/runtime-config.ts';
import { startStack } from '../lib/stack.ts';
import { signInDemoCustomer } from '../lib/demo-browser.ts';

/** Public pages as a visitor; `signedIn` pages with the demo customer's session. */
const PAGES: { page: string; signedIn?: boolean }[] = [
  { page: '/' },
  { page: '/buy/bitcoin' },
  { page: '/blog/trade-crypto-in-australia-securely' },
  { page: '/login' },
  { page: '/dashboard', signedIn: true },
];

const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());
const pages = only ? PAGES.filter(({ page }) => only.includes(page)) : PAGES;
if (pages.length === 0)
  throw new Error(`LIGHTHOUSE_PAGES names none of ${PAGES.map((p) => p.page).join(', ')}`);

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale);

const stack = await startStack({ ...process.env, LOG_LEVEL: 'warn' }, { quietApi: true });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(process.env.CHROMIUM_PATH),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const rows: Record<string, string>[] = [];
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });

/**
 * Signs the demo customer in through the API and stores the token where the shell keeps it,
 * in the Chromium Lighthouse drives; then empties the HTTP cache so the run is still cold.
 */
async function storeSession(port: number, appUrl: string): Promise<void> {
  const token = await signInDemoCustomer(`http://localhost:${PORTS.api}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(new URL('/config.json', appUrl).toString());
    await page.evaluate(
      `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only the connection: the browser stays Lighthouse's.
    await browser.close();
  }
}
try {
  for (const { page, signedIn = false } of pages) {
    const url = new URL(page, stack.appUrl).toString();
    if (signedIn) await storeSession(chrome.port, stack.appUrl);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse empties the origin's storage first, and with it the session just stored.
      disableStorageReset: signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportDir) {
      const file = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
      writeFileSync(path.join(reportDir, file), JSON.stringify(result.lhr));
    }
    const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
    if (runtimeError) {
      rows.push({ page, error: `${runtimeError.code} (ended at ${finalDisplayedUrl})` });
      continue;
    }
    const lcpElement = (
      audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
    )?.items?.[0]?.items?.[0]?.node?.selector;
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
    const failed = Object.values(audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      LCP: audits['largest-contentful-paint']?.displayValue ?? '?',
      TBT: audits['total-blocking-time']?.displayValue ?? '?',
      CLS: audits['cumulative-layout-shift']?.displayValue ?? '?',
      // Lighthouse names the element only if it is still there when the page settles: on a
      // signed-in page, the prerendered frame's heading, which the live page draws anew.
      'LCP element': lcpElement ?? 'gone by the end',
      'failed checks': failed.join(' '),
      // Lighthouse's measure of this machine's speed at the run (higher is faster).
      'CPU index': String(Math.round(result.lhr.environment.benchmarkIndex)),
    });
  }
} finally {
  chrome.kill();
  await stack.stop();
}
console.table(rows);
