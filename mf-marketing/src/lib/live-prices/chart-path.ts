// Narrow imports: the page script that draws the chart before the app starts uses this file.
import type { HistoryRange } from '@wattle/shared';
import { formatFiat } from '@wattle/shared/display';
import { toBig } from '@wattle/shared/money';

/** The chart's drawing box (its SVG viewBox), and the range it opens on. */
export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
export const DEFAULT_CHART_RANGE: HistoryRange = '7d';

export interface ChartGeometry {
  /** SVG path of the closing prices, left (oldest) to right. */
  line: string;
  /** The same line closed along the bottom, for the shaded area. */
  area: string;
  low: string;
  high: string;
  first: string;
  last: string;
}

/**
 * Closing prices scaled into a `width` × `height` box, highest at the top. Null with fewer than
 * two points: one price is not a line.
 */
export function chartGeometry(
  closes: readonly string[],
  width: number,
  height: number,
): ChartGeometry | null {
  if (closes.length < 2) return null;
  const values = closes.map((close) => toBig(close));
  const low = values.reduce((min, value) => (value.lt(min) ? value : min));
  const high = values.reduce((max, value) => (value.gt(max) ? value : max));
  const span = high.minus(low);
  const step = width / (values.length - 1);
  const points = values.map((value, index) => {
    const y = span.eq(0) ? height / 2 : Number(high.minus(value).div(span).times(height));
    return `${(index * step).toFixed(2)},${y.toFixed(2)}`;
  });
  const line = `M${points.join('L')}`;
  return {
    line,
    area: `${line}L${width},${height}L0,${height}Z`,
    low: low.toString(),
    high: high.toString(),
    first: closes[0] ?? '',
    last: closes[closes.length - 1] ?? '',
  };
}

/** The chart's words: what a screen reader hears, and the figures under it. */
export interface ChartTexts {
  summary: string;
  range: string;
  /** The change over the period in percent, undefined when it started at zero. */
  change: string | undefined;
}

export function chartTexts(chart: ChartGeometry, name: string): ChartTexts {
  const first = toBig(chart.first);
  return {
    summary: `${name} price chart: from ${formatFiat(chart.first)} to ${formatFiat(chart.last)}, low ${formatFiat(chart.low)}, high ${formatFiat(chart.high)}`,
    range: `Low ${formatFiat(chart.low)} · High ${formatFiat(chart.high)}`,
    change: first.eq(0)
      ? undefined
      : toBig(chart.last).minus(first).div(first).times(100).toFixed(2),
  };
}
