import Big from 'big.js';
import type { Amount } from './amount.js';
import { amountToBig, roundTo, toBig, type Numeric, type Rounding } from './money.js';

/** Display decimals (docs/product/constants.md#decimals). */
export const FIAT_DISPLAY_DECIMALS = 2;
export const ASSET_DISPLAY_DECIMALS = 6;
export const MIN_DISPLAYED_CRYPTO = '0.000001';
export const UNAVAILABLE = 'Unavailable';
export const UNKNOWN_FIAT_PRICE = 'N/A';
/** The one fiat currency: wire amounts named so are dollars, every other name is an asset. */
export const FIAT_SYMBOL = 'AUD';
/** …and its asset id (`GET /asset`). */
export const FIAT_ASSET_ID = 'aud';
/** A true minus sign for signed movements, not a hyphen. */
const MINUS = '\u2212';

export type Side = 'buy' | 'sell';
export type Quantity = 'crypto' | 'fiat' | 'fee' | 'maximum' | 'minimum' | 'price';

/**
 * Rounding directions (docs/product/trading.md#rounding) so that a displayed figure never
 * promises more than the customer gets: buy rounds crypto down and fiat up, sell the reverse;
 * fees and minimums up; maximums down; buy prices up and sell prices down.
 */
export function displayRounding(quantity: Quantity, side: Side): Rounding {
  switch (quantity) {
    case 'crypto':
      return side === 'buy' ? 'down' : 'up';
    case 'fiat':
      return side === 'buy' ? 'up' : 'down';
    case 'price':
      return side === 'buy' ? 'up' : 'down';
    case 'fee':
    case 'minimum':
      return 'up';
    case 'maximum':
      return 'down';
  }
}

function groupDigits(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** AUD for people: '$1,234.56', rounded down unless told otherwise; '<$0.01' for dust. */
export function formatFiat(value: Numeric | null | undefined, rounding: Rounding = 'down'): string {
  if (value === null || value === undefined) return UNKNOWN_FIAT_PRICE;
  const big = toBig(value);
  if (big.gt(0) && big.lt('0.01')) return '<$0.01';
  const rounded = roundTo(big.abs(), FIAT_DISPLAY_DECIMALS, rounding);
  const sign = big.lt(0) && rounded.gt(0) ? '-' : '';
  return `${sign}$${groupDigits(rounded.toFixed(FIAT_DISPLAY_DECIMALS))}`;
}

/** A crypto quantity to at most 6 decimals, trailing zeros dropped; '<0.000001' for dust. */
export function formatCrypto(
  value: Numeric | null | undefined,
  rounding: Rounding = 'down',
  decimals: number = ASSET_DISPLAY_DECIMALS,
): string {
  if (value === null || value === undefined) return UNAVAILABLE;
  const big = toBig(value);
  if (big.gt(0) && big.lt(MIN_DISPLAYED_CRYPTO)) return `<${MIN_DISPLAYED_CRYPTO}`;
  const places = Math.min(decimals, ASSET_DISPLAY_DECIMALS);
  return groupDigits(roundTo(big, places, rounding).toFixed());
}

/**
 * A wire amount for people: AUD as '$1,234.56', an asset as
 * '0.123456 BTC' (at most 6 decimals, '<0.000001 BTC' for dust). `rounding` is the
 * direction for what the figure is — `displayRounding(quantity, side)`. `signed` shows a
 * movement in or out: '+$250.00', '−0.5 ETH'.
 */
export function formatAmount(
  amount: Amount,
  rounding: Rounding = 'down',
  { signed = false }: { signed?: boolean } = {},
): string {
  const value = amountToBig(amount);
  const shown = signed ? value.abs() : value;
  const text =
    amount.name === FIAT_SYMBOL
      ? formatFiat(shown, rounding)
      : `${formatCrypto(shown, rounding)} ${amount.name}`;
  if (!signed) return text;
  return `${value.lt(0) ? MINUS : '+'}${text}`;
}

/** '0.60%' — fee percentages and daily changes are shown to 2 decimals. */
export function formatPercent(value: Numeric, rounding: Rounding = 'half-up'): string {
  const rounded = roundTo(value, 2, rounding);
  return `${rounded.toFixed(2)}%`;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Daily change colour: red for down, blue for up. */
export function changeDirection(value: Numeric): ChangeDirection {
  const big = toBig(value);
  if (big.gt(0)) return 'up';
  if (big.lt(0)) return 'down';
  return 'flat';
}

/** Addresses are shown shortened to 10 characters. */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 5)}…${address.slice(-4)}`;
}

export { Big };
