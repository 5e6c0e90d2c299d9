import {
  NEAR_HIGH_MIN_RISE_PERCENT,
  NEAR_HIGH_MIN_VOLATILITY_PERCENT,
  NEAR_HIGH_PERCENT,
  toBig,
  type Numeric,
} from '@wattle/shared';

export interface NearHighInput {
  buyPrice: Numeric;
  high30d: Numeric;
  /** The closes of the last 30 days, oldest first. */
  closes: readonly Numeric[];
}

export interface NearHighSignal {
  /** How far the buy price sits above the 30-day low, in percent. */
  risePercent: number;
  /** How much the closes vary around their mean, in percent. */
  volatilityPercent: number;
}

const THRESHOLDS = {
  nearPercent: NEAR_HIGH_PERCENT,
  minRisePercent: NEAR_HIGH_MIN_RISE_PERCENT,
  minVolatilityPercent: NEAR_HIGH_MIN_VOLATILITY_PERCENT,
};

/**
 * Volatility over the whole window, in percent: the standard deviation of close-to-close
 * returns, scaled by the square root of their count (variance adds up over time), so the
 * candle size hardly matters. A steady climb has none; a stablecoin almost none.
 */
export function volatilityPercent(values: readonly number[]): number {
  const returns = values.slice(1).flatMap((value, index) => {
    const previous = values[index] ?? 0;
    return previous > 0 ? [value / previous - 1] : [];
  });
  if (returns.length < 2) return 0;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance =
    returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance * returns.length) * 100;
}

/**
 * The marketing promise "a warning, not a block, before buying at the top of the market", made
 * to mean something (docs/product/trading.md#near-the-high-warning): the buy price is within
 * `nearPercent` of the 30-day high, AND it has risen at least `minRisePercent` above the
 * 30-day low, AND the coin moves (closes vary by `minVolatilityPercent`). A stablecoin on a
 * flat series is always near its high and never warned about. Null when there is nothing to
 * warn about.
 */
export function nearHighSignal(
  { buyPrice, high30d, closes }: NearHighInput,
  thresholds = THRESHOLDS,
): NearHighSignal | null {
  const high = toBig(high30d);
  const price = toBig(buyPrice);
  if (high.lte(0) || closes.length < 2) return null;
  const near = price.gte(high.times(toBig(100).minus(thresholds.nearPercent)).div(100));
  if (!near) return null;
  const series = closes.map((close) => Number(toBig(close)));
  const low = Math.min(...series);
  if (low <= 0) return null;
  const risePercent = (Number(price) / low - 1) * 100;
  const volatility = volatilityPercent(series);
  if (risePercent < thresholds.minRisePercent) return null;
  if (volatility < thresholds.minVolatilityPercent) return null;
  return { risePercent, volatilityPercent: volatility };
}
