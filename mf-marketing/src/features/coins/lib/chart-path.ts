import { toBig } from '@wattle/shared';

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
