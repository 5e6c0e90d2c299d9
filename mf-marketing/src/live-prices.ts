/**
 * The page script of a prerendered page that shows prices — the home page, `/buy` and the coin
 * pages — which for a visitor starts the app only when they reach for it (shell/src/index.ts):
 * until then this fills the page's price, change and chart slots (lib/live-prices/slots.ts)
 * from the public API and refreshes them on the app's intervals, in a few kilobytes instead of
 * the app's hundreds. It starts after the page's first paint, writes only into the prerendered
 * page (the app replaces it, and this stops), and keeps its answers for the app's queries to
 * start from (page-answers.ts). scripts/prerender.ts names it on a page with slots, and the
 * page's first script loads it after the first paint (shell/src/static-page.ts).
 */
import type { Asset, AssetStats, PriceHistory } from '@wattle/shared';
import {
  afterPrerenderedPaint,
  apiHeaders,
  fetchRuntimeConfigJson,
  PRERENDERED_PAGE_ATTRIBUTE,
  requestAppStart,
} from '@wattle/shared/boot';
import { PRICES_POLL_MS, STATS_POLL_MS } from '@/config/polling';
import { publicPaths } from '@/lib/api/public-paths';
import { DEFAULT_CHART_RANGE } from '@/lib/live-prices/chart-path';
import { fillChart, fillPrices, slotsOf, stripMatches } from '@/lib/live-prices/fill-slots';
import { keepPageAnswer } from '@/lib/live-prices/page-answers';

const page = document.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`);

/** Still the visitor's page: once the app has replaced it, nothing here writes anywhere. */
const onScreen = (element: Element) => element.isConnected;

/**
 * The `{ data }` of a public GET, kept for the app while it has not started (an answer that
 * comes later is the app's to ask for); throws on anything but a 2xx.
 */
async function answer(apiUrl: string, path: string): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, { headers: apiHeaders(null) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { data } = (await response.json()) as { data?: unknown };
  if (page && onScreen(page)) keepPageAnswer(path, data);
  return data;
}

/** Resolves once the tab is visible: like the app's, the refreshes pause in a hidden tab. */
function whileVisible(): Promise<void> {
  if (document.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const shown = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    document.addEventListener('visibilitychange', shown);
  });
}

async function drawCharts(apiUrl: string, root: Element): Promise<void> {
  for (const { element, args } of slotsOf(root, 'chart')) {
    const [assetId = '', name = ''] = args;
    const history = (await answer(
      apiUrl,
      publicPaths.history(assetId, DEFAULT_CHART_RANGE),
    )) as PriceHistory;
    if (!onScreen(element)) return;
    fillChart(
      element,
      history.candles.map((candle) => candle.close),
      name,
    );
  }
}

/**
 * Fills the prices now and every PRICES_POLL_MS, the changes every STATS_POLL_MS, for as long
 * as the prerendered page is on screen and the tab visible. A round that fails leaves the
 * figures as they are.
 */
async function keepPricesFilled(apiUrl: string, root: Element): Promise<void> {
  let stats: AssetStats | undefined;
  let statsAt = Number.NEGATIVE_INFINITY;
  while (onScreen(root)) {
    await whileVisible();
    const statsDue = Date.now() - statsAt >= STATS_POLL_MS;
    const [assets, newStats] = await Promise.allSettled([
      answer(apiUrl, publicPaths.assets),
      statsDue ? answer(apiUrl, publicPaths.stats) : Promise.reject(new Error('not due')),
    ]);
    if (newStats.status === 'fulfilled') {
      stats = newStats.value as AssetStats;
      statsAt = Date.now();
    }
    if (!onScreen(root)) return;
    if (assets.status === 'fulfilled') {
      // Coins the page does not show lead the market now: only the live strip can show them.
      if (!stripMatches(root, assets.value as Asset[])) return requestAppStart();
      fillPrices(root, assets.value as Asset[], stats);
    }
    await new Promise((resolve) => setTimeout(resolve, PRICES_POLL_MS));
  }
}

if (page) {
  void afterPrerenderedPaint()
    .then(() => fetchRuntimeConfigJson())
    .then((config) => {
      const apiUrl = (config as { apiUrl?: unknown } | null)?.apiUrl;
      if (typeof apiUrl !== 'string') return;
      // Each on its own: a chart that cannot be drawn leaves the prices be, and the reverse.
      void drawCharts(apiUrl, page).catch(() => undefined);
      void keepPricesFilled(apiUrl, page).catch(() => undefined);
    })
    .catch(() => undefined);
}
