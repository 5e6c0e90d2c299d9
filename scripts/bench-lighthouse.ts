/**
 * `npm run bench:lighthouse`: Lighthouse on the production build — mobile, simulated
 * throttling (Lighthouse's defaults), Debian's Chromium — for `/`, `/buy/bitcoin` and a blog
 * post, as a visitor. Builds what is stale, serves the whole stack (ports shifted by
 * WATTLE_PORT_OFFSET, like every script), and prints the four category scores with LCP, TBT
 * and CLS. Issue 10's targets: performance ≥ 95, LCP ≤ 1.2 s, CLS ≤ 0.02, accessibility and
 * SEO 100. A measurement, not a test: a busy machine scores lower.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildFrontEnds } from './build.ts';
import { isBuildStale } from './lib/freshness.ts';
import { FRONT_END_NAMES } from './lib/front-ends.ts';
import { startStack } from './lib/stack.ts';

const PAGES = ['/', '/buy/bitcoin', '/blog/trade-crypto-in-australia-securely'];
/** The journeys' Chromium flags (e2e/playwright.config.ts): no sandbox, GPU or network noise. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const stale = FRONT_END_NAMES.filter(isBuildStale);
if (stale.length > 0) await buildFrontEnds(stale);

const stack = await startStack({ ...process.env, LOG_LEVEL: 'warn' }, { quietApi: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_FLAGS,
});
const rows: Record<string, string>[] = [];
try {
  for (const page of PAGES) {
    const url = new URL(page, stack.appUrl).toString();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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
      'LCP element': lcpElement ?? '?',
      'failed checks': failed.join(' '),
    });
  }
} finally {
  chrome.kill();
  await stack.stop();
}
console.table(rows);
