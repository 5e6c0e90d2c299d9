import { Big, formatAmount, formatFiat, type Amount, type PriceHistory } from '@wattle/shared';

export const RANGE_LABELS = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '1y': '1 year',
  all: 'all time',
} as const;

/** What a price chart shows, in words, for people who cannot see the canvas. */
export function priceChartSummary(name: string, history: PriceHistory): string {
  const first = history.candles[0];
  const last = history.candles[history.candles.length - 1];
  if (!first || !last) return `${name}: no prices over ${RANGE_LABELS[history.range]}`;
  const high = history.candles.reduce(
    (max, c) => (Big(c.high).gt(max) ? Big(c.high) : max),
    Big(first.high),
  );
  const low = history.candles.reduce(
    (min, c) => (Big(c.low).lt(min) ? Big(c.low) : min),
    Big(first.low),
  );
  return `${name} price over ${RANGE_LABELS[history.range]}: opened at ${formatFiat(first.open)}, last ${formatFiat(last.close)}, high ${formatFiat(high)}, low ${formatFiat(low)}`;
}

/** The portfolio chart in words. */
export function portfolioChartSummary(
  points: readonly { value: Amount; costBase?: Amount }[],
  range: keyof typeof RANGE_LABELS,
): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `No portfolio history over ${RANGE_LABELS[range]}`;
  const cost =
    'costBase' in last && last.costBase ? `; cost base ${formatAmount(last.costBase)}` : '';
  return `Portfolio value over ${RANGE_LABELS[range]}: from ${formatAmount(first.value)} to ${formatAmount(last.value)}${cost}`;
}
