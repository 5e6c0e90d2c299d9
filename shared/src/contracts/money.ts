import Big from 'big.js';
import type { Amount } from './amount.js';

export type Rounding = 'down' | 'up' | 'half-up';

const ROUNDING_MODE = {
  down: Big.roundDown,
  up: Big.roundUp,
  'half-up': Big.roundHalfUp,
} as const;

export type Numeric = Big | string | number;

export function toBig(value: Numeric): Big {
  return value instanceof Big ? value : new Big(value);
}

/** The decimal value of a wire amount, exact. */
export function amountToBig(amount: Amount): Big {
  return new Big(`${amount.value}e-${amount.precision}`);
}

/** Plain decimal notation without exponent or trailing zeros. */
export function toPlainString(value: Numeric): string {
  return toBig(value).toFixed();
}

export function roundTo(value: Numeric, decimals: number, rounding: Rounding): Big {
  return toBig(value).round(decimals, ROUNDING_MODE[rounding]);
}

/** Integer count of smallest units, rounding away the digits beyond `precision`. */
export function toSmallestUnits(value: Numeric, precision: number, rounding: Rounding): bigint {
  return BigInt(toBig(value).times(`1e${precision}`).round(0, ROUNDING_MODE[rounding]).toFixed(0));
}

export function fromSmallestUnits(units: bigint | string, precision: number): Big {
  return new Big(`${units.toString()}e-${precision}`);
}

export function makeAmount(units: bigint | string, precision: number, name: string): Amount {
  const value = units.toString();
  return { value, precision, name, decimalValue: fromSmallestUnits(value, precision).toFixed() };
}

/** A decimal value as a wire amount, rounded to the asset's precision in the given direction. */
export function decimalToAmount(
  value: Numeric,
  precision: number,
  name: string,
  rounding: Rounding,
): Amount {
  return makeAmount(toSmallestUnits(value, precision, rounding), precision, name);
}

export function minBig(a: Big, b: Big): Big {
  return a.lt(b) ? a : b;
}

export function maxBig(a: Big, b: Big): Big {
  return a.gt(b) ? a : b;
}
