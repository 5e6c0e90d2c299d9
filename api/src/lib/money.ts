import {
  decimalToAmount,
  FIAT_ASSET_ID,
  fromSmallestUnits,
  makeAmount,
  toSmallestUnits,
  type Amount,
} from '@wattle/shared/contracts';
import type Big from 'big.js';

/**
 * AUD's ledger precision: the smallest unit is 10^-18 dollars
 * (docs/decisions/amounts-on-the-wire.md).
 */
export const AUD_PRECISION = 18;
export const AUD_SYMBOL = 'AUD';

/** What the helpers need to know of an asset row. */
interface UnitsOf {
  precision: number;
}
interface CoinOf extends UnitsOf {
  symbol: string;
}

/** AUD (whole cents by construction) in ledger units. */
export const audUnits = (value: Big | string): bigint =>
  toSmallestUnits(value, AUD_PRECISION, 'down');
export const audFromUnits = (units: string | bigint): Big =>
  fromSmallestUnits(units, AUD_PRECISION);
export const audAmount = (value: Big): Amount =>
  decimalToAmount(value, AUD_PRECISION, AUD_SYMBOL, 'down');
export const audAmountFromUnits = (units: string | bigint): Amount =>
  makeAmount(units, AUD_PRECISION, AUD_SYMBOL);

/** Coin quantities (already rounded to the trade decimals) in ledger units. */
export const coinUnits = (value: Big | string, asset: UnitsOf): bigint =>
  toSmallestUnits(value, asset.precision, 'down');
export const coinAmountFromUnits = (units: string | bigint, asset: CoinOf): Amount =>
  makeAmount(units, asset.precision, asset.symbol);

export function amountFromUnits(
  units: string | bigint,
  asset: CoinOf & { asset_id: string },
): Amount {
  return asset.asset_id === FIAT_ASSET_ID
    ? audAmountFromUnits(units)
    : coinAmountFromUnits(units, asset);
}

/** A price per coin, AUD, as an amount at AUD precision. */
export const priceAmount = (value: Big | string, rounding: 'up' | 'down'): Amount =>
  decimalToAmount(value, AUD_PRECISION, AUD_SYMBOL, rounding);

/** How many decimals a typed amount has. */
export function decimalPlaces(decimal: string): number {
  return decimal.includes('.') ? (decimal.split('.')[1] ?? '').length : 0;
}

/** Whole cents as dollars and cents: 123456n → "1234.56", -5n → "-0.05". */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** JSON with amounts in smallest units (bigints) as their digits, as PostgreSQL reads numeric. */
export const unitsJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'bigint' ? inner.toString() : inner,
  );
