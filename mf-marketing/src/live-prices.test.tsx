import { cleanup, waitFor } from '@testing-library/react';
import { aud, assetFixture, fakeApi, renderApp } from '@wattle/shared/testing';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketStrip } from '@/components/market-strip';
import { CoinPriceCard } from '@/features/coins/components/coin-price-card';
import { PriceChart } from '@/features/coins/components/price-chart';
import { COIN_PROFILES, coinBySlug } from '@/lib/coins/coin-profiles';
import { fillChart, fillPrices, slotsOf, stripMatches } from '@/lib/live-prices/fill-slots';
import { LIVE_SLOT_ATTRIBUTE, PENDING_ATTRIBUTE } from '@/lib/live-prices/slots';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The six coins the home strip leads with, priced; ADA is listed after them.
const ASSETS = [
  ...COIN_PROFILES.slice(0, 6),
  ...COIN_PROFILES.filter((coin) => coin.symbol === 'ADA'),
].map((coin, index) =>
  assetFixture({
    assetId: coin.assetId,
    symbol: coin.symbol,
    name: `${coin.name} (API)`,
    buyPrice: aud(`${1000 + index * 1234.5}`),
    sellPrice: aud(`${990 + index * 1234.5}`),
  }),
);
const STATS = {
  BTC: { dailyMarketChange: '1.234' },
  ETH: { dailyMarketChange: '-2.5' },
  USDT: { dailyMarketChange: '0' },
  BNB: { dailyMarketChange: '0.004' },
  SOL: { dailyMarketChange: '-0.006' },
  ADA: { dailyMarketChange: '7.5' },
};
const CLOSES = ['150000', '151000.5', '149500', '152000.5'];
const HISTORY = {
  assetId: 'btc',
  range: '7d',
  candles: CLOSES.map((close, index) => ({
    at: `2026-11-2${index}T00:00:00.000Z`,
    open: close,
    high: close,
    low: close,
    close,
  })),
  high30d: '160000',
};

/** The one chart slot of a coin page. */
function chartOf(page: ParentNode): { element: Element; args: string[] } {
  const [chart] = slotsOf(page, 'chart');
  if (!chart) throw new Error('The page has no chart slot');
  return chart;
}

const BITCOIN = coinBySlug('bitcoin');
if (!BITCOIN) throw new Error('No Bitcoin in the catalogue');

/**
 * The live parts of the home page and of a coin page (rendered on their own: the pages around
 * them are the same prerendered or live).
 */
const HOME = <MarketStrip />;
const COIN = (
  <>
    <CoinPriceCard coin={BITCOIN} />
    <PriceChart assetId={BITCOIN.assetId} name={BITCOIN.name} />
  </>
);

/** The page as the build prerenders it: every price query still on its way. */
async function pendingPage(ui: ReactElement): Promise<HTMLElement> {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  renderApp(ui);
  await waitFor(() => expect(document.querySelector(`[${LIVE_SLOT_ATTRIBUTE}]`)).not.toBeNull());
  const copy = document.createElement('div');
  copy.innerHTML = document.body.innerHTML;
  cleanup();
  vi.unstubAllGlobals();
  return copy;
}

/** The live page once every answer is in. */
async function livePage(ui: ReactElement): Promise<HTMLElement> {
  fakeApi({
    'GET /asset': ASSETS,
    'GET /asset/stats': STATS,
    'GET /asset/id/btc/history': HISTORY,
  });
  renderApp(ui);
  await waitFor(() => expect(document.querySelector(`[${PENDING_ATTRIBUTE}]`)).toBeNull(), {
    timeout: 5000,
  });
  return document.body;
}

/** Each slot's words and colour, by name (a chart's parts too). */
function slotsShown(root: ParentNode) {
  return Array.from(
    root.querySelectorAll(`[${LIVE_SLOT_ATTRIBUTE}] , [data-slot-part]`),
    (slot) => ({
      slot: slot.getAttribute(LIVE_SLOT_ATTRIBUTE) ?? slot.getAttribute('data-slot-part'),
      text: slot.textContent,
      direction: slot.getAttribute('data-direction'),
      hidden: slot.hasAttribute('hidden'),
      ariaHidden: slot.getAttribute('aria-hidden'),
      d: slot.getAttribute('d'),
      label: slot.getAttribute('aria-label'),
    }),
  );
}

describe('the page script (live-prices.ts)', () => {
  it('draws the home strip and its summary as the live page does', async () => {
    const page = await pendingPage(HOME);
    expect(page.querySelectorAll(`[${PENDING_ATTRIBUTE}]`).length).toBeGreaterThan(0);
    expect(stripMatches(page, ASSETS)).toBe(true);
    fillPrices(page, ASSETS, STATS);
    expect(page.querySelectorAll(`[${PENDING_ATTRIBUTE}]`)).toHaveLength(0);
    const live = await livePage(HOME);
    expect(slotsShown(page)).toEqual(slotsShown(live));
    expect(slotsShown(page)).toContainEqual(
      expect.objectContaining({ slot: 'change:ETH', text: '-2.50%', direction: 'down' }),
    );
    expect(slotsShown(page)).toContainEqual(
      expect.objectContaining({ slot: 'riser-symbol', text: 'ADA' }),
    );
  });

  it('draws a coin page’s price card and chart as the live page does', async () => {
    const page = await pendingPage(COIN);
    fillPrices(page, ASSETS, STATS);
    const chart = chartOf(page);
    expect(chart.args).toEqual(['btc', 'Bitcoin']);
    expect(chart.element.querySelector('figure')).toHaveAttribute(
      'aria-label',
      'Bitcoin price chart, loading',
    );
    expect(fillChart(chart.element, CLOSES, 'Bitcoin')).toBe(true);
    expect(page.querySelectorAll(`[${PENDING_ATTRIBUTE}]`)).toHaveLength(0);
    const live = await livePage(COIN);
    expect(slotsShown(page)).toEqual(slotsShown(live));
    expect(slotsShown(page)).toContainEqual(
      expect.objectContaining({ slot: 'price:BTC:sell', text: '$990.00' }),
    );
  });

  it('leaves a chart with too little history as it was, for the live page to explain', async () => {
    const page = await pendingPage(COIN);
    const chart = chartOf(page);
    expect(fillChart(chart.element, ['150000'], 'Bitcoin')).toBe(false);
    expect(chart.element.querySelector('figure')).toHaveAttribute('aria-busy', 'true');
    expect(chart.element.querySelectorAll(`[${PENDING_ATTRIBUTE}]`)).toHaveLength(2);
  });

  it('finds the strip wrong when the API leads with other coins', async () => {
    const page = await pendingPage(HOME);
    const [btc, ...rest] = ASSETS;
    if (!btc) throw new Error('No assets');
    expect(stripMatches(page, [...rest, btc])).toBe(false);
    expect(stripMatches(page, [{ ...btc, enabled: false }, ...rest])).toBe(false);
  });
});
