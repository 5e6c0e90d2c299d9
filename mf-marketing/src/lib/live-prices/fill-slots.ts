import type { Asset, AssetStats } from '@wattle/shared';
import { marketStats } from '@wattle/shared/market-stats';
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, chartTexts } from './chart-path';
import { changeShown, cryptoAssets, priceText } from './figures';
import {
  SLOT_PART_ATTRIBUTE,
  LIVE_SLOT_ATTRIBUTE,
  PENDING_ATTRIBUTE,
  STRIP_COINS_ATTRIBUTE,
} from './slots';

/**
 * The page script's half of the slots (slots.ts): writes figures from the public API into
 * the prerendered page the way the live components draw them, before the app has started.
 * Plain DOM, no React: the app replaces all of it when it starts.
 */

/** The figure's words in place of its pending bar (slots.ts, pendingAttribute). */
function show(element: Element, text: string): void {
  element.textContent = text;
  element.removeAttribute(PENDING_ATTRIBUTE);
  element.removeAttribute('aria-hidden');
}

function showChange(element: Element, value: string | undefined): void {
  const { text, direction } = changeShown(value);
  if (direction) element.setAttribute('data-direction', direction);
  else element.removeAttribute('data-direction');
  show(element, text);
}

/** A part of a slot drawn from more than one figure (SLOT_PART_ATTRIBUTE). */
function partOf(slot: Element, which: string): Element | null {
  return slot.querySelector(`[${SLOT_PART_ATTRIBUTE}="${which}"]`);
}

/** The page's slots of one kind (`price`, `change`, `chart`), with the rest of their name. */
export function slotsOf(root: ParentNode, kind: string): { element: Element; args: string[] }[] {
  return Array.from(root.querySelectorAll(`[${LIVE_SLOT_ATTRIBUTE}^="${kind}:"]`), (element) => ({
    element,
    args: (element.getAttribute(LIVE_SLOT_ATTRIBUTE) ?? '').split(':').slice(1),
  }));
}

/**
 * True when the home page's strip shows the coins the live one would: the API's leading
 * listed coins, in order (the prerendered strip shows the catalogue's). A page without the
 * strip matches.
 */
export function stripMatches(root: ParentNode, assets: readonly Asset[]): boolean {
  const strip = root.querySelector(`[${STRIP_COINS_ATTRIBUTE}]`);
  if (!strip) return true;
  const shown = (strip.getAttribute(STRIP_COINS_ATTRIBUTE) ?? '').split(',');
  const listed = cryptoAssets(assets).map((asset) => asset.symbol.toUpperCase());
  return shown.every((symbol, index) => listed[index] === symbol.toUpperCase());
}

function fillSummary(root: ParentNode, assets: readonly Asset[], stats: AssetStats): void {
  const summary = marketStats(cryptoAssets(assets), stats);
  for (const { element } of slotsOf(root, 'summary')) {
    if (summary.counted === 0) continue;
    const part = (which: string) => partOf(element, which);
    const rising = part('rising');
    if (rising) show(rising, `${summary.rising} of ${summary.counted}`);
    for (const [which, mover] of [
      ['riser', summary.topRiser],
      ['faller', summary.topFaller],
    ] as const) {
      const line = part(which);
      const symbol = part(`${which}-symbol`);
      const change = part(`${which}-change`);
      if (!line || !symbol || !change) continue;
      line.toggleAttribute('hidden', mover === null);
      symbol.textContent = mover?.asset.symbol ?? '';
      showChange(change, mover?.change);
    }
    element.removeAttribute('hidden');
  }
}

/**
 * Fills every price and name slot, and every change slot and the market summary when the
 * day's stats are known.
 */
export function fillPrices(
  root: ParentNode,
  assets: readonly Asset[],
  stats: AssetStats | undefined,
): void {
  const bySymbol = new Map(assets.map((asset) => [asset.symbol.toUpperCase(), asset]));
  for (const { element, args } of slotsOf(root, 'price')) {
    const [symbol = '', side] = args;
    const asset = bySymbol.get(symbol);
    show(element, priceText(side === 'sell' ? asset?.sellPrice : asset?.buyPrice));
  }
  for (const { element, args } of slotsOf(root, 'name')) {
    const asset = bySymbol.get(args[0] ?? '');
    if (asset) element.textContent = asset.name;
  }
  if (!stats) return;
  for (const { element, args } of slotsOf(root, 'change')) {
    showChange(element, stats[args[0] ?? '']?.dailyMarketChange);
  }
  fillSummary(root, assets, stats);
}

/**
 * Draws a chart slot (price-chart.tsx) from its closing prices; false, leaving it as it
 * was, when there are too few to draw — the live chart says so once the app starts.
 */
export function fillChart(slot: Element, closes: readonly string[], name: string): boolean {
  const chart = chartGeometry(closes, CHART_WIDTH, CHART_HEIGHT);
  if (!chart) return false;
  const texts = chartTexts(chart, name);
  const part = (which: string) => partOf(slot, which);
  const figure = part('figure');
  figure?.setAttribute('aria-label', texts.summary);
  figure?.setAttribute('aria-busy', 'false');
  part('area')?.setAttribute('d', chart.area);
  part('line')?.setAttribute('d', chart.line);
  const range = part('range');
  if (range) show(range, texts.range);
  const change = part('change');
  if (change) showChange(change, texts.change);
  return true;
}
