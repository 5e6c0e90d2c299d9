import { NEAR_HIGH_PERCENT, toBig, type Numeric } from '@wattle/shared';

/**
 * The marketing promise "a warning, not a block, before buying at the top of the market":
 * a buy price within NEAR_HIGH_PERCENT of the highest price of the last 30 days.
 */
export function isNearHigh(
  buyPrice: Numeric,
  high30d: Numeric,
  percent: number = NEAR_HIGH_PERCENT,
): boolean {
  const high = toBig(high30d);
  if (high.lte(0)) return false;
  const threshold = high.times(toBig(100).minus(percent)).div(100);
  return toBig(buyPrice).gte(threshold);
}
