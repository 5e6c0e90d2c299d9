import { fromSmallestUnits } from '@wattle/shared/contracts';
import Big from 'big.js';
import { audAmountFromUnits } from '../../lib/money.js';

/**
 * The portfolio's AUD figures are whole cents, as the tax report's are
 * (docs/product/portfolio.md#cost-base): bigint cents here, ledger units on the wire.
 */
const UNITS_PER_CENT = 10n ** 16n;

export const centsAmount = (cents: bigint) => audAmountFromUnits(cents * UNITS_PER_CENT);

/** Coins at a price per coin, in whole cents, rounded down (what a sale would fetch at most). */
export function centsOf(units: bigint, precision: number, price: Big): bigint {
  const value = fromSmallestUnits(units, precision).times(price).times(100);
  return BigInt(value.round(0, Big.roundDown).toFixed(0));
}

/** gain ÷ cost as a percentage to one decimal, halves away from zero; null without a cost. */
export function percentOf(gain: bigint, cost: bigint): string | null {
  if (cost <= 0n) return null;
  return new Big(gain.toString())
    .times(100)
    .div(cost.toString())
    .round(1, Big.roundHalfUp)
    .toFixed(1);
}
