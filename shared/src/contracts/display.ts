import Big from 'big.js';
import type { Amount } from './amount.js';
import { COINS } from './coins.js';
import { amountToBig, roundTo, toBig, type Numeric, type Rounding } from './money.js';

/** Display decimals (docs/product/constants.md#decimals). */
export const FIAT_DISPLAY_DECIMALS = 2;
/** A coin the catalogue does not know shows at most this many decimals. */
export const ASSET_DISPLAY_DECIMALS = 8;
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

const COIN_DECIMALS = new Map<string, number>(COINS.map((coin) => [coin.symbol, coin.decimals]));

/**
 * How many decimals a coin shows: the decimals it trades at (docs/product/trading.md#rounding),
 * so the receipt, the balance, history, the amount field and MAX all show one figure.
 */
export function coinDecimals(symbol: string): number {
  return COIN_DECIMALS.get(symbol.toUpperCase()) ?? ASSET_DISPLAY_DECIMALS;
}

/** The smallest amount shown at `decimals`: '0.00000001' at 8. */
function smallestShown(decimals: number): string {
  return decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`;
}

/**
 * A crypto quantity at the coin's decimals (`coinDecimals`), trailing zeros dropped; less than
 * the smallest step is dust ('<0.00000001').
 */
export function formatCrypto(
  value: Numeric | null | undefined,
  rounding: Rounding = 'down',
  decimals: number = ASSET_DISPLAY_DECIMALS,
): string {
  if (value === null || value === undefined) return UNAVAILABLE;
  const big = toBig(value);
  const smallest = smallestShown(decimals);
  if (big.gt(0) && big.lt(smallest)) return `<${smallest}`;
  return groupDigits(roundTo(big, decimals, rounding).toFixed());
}

/** A coin amount with its symbol, at the coin's decimals: '0.0005257 BTC'. */
export function formatCoin(
  value: Numeric | null | undefined,
  symbol: string,
  rounding: Rounding = 'down',
): string {
  if (value === null || value === undefined) return UNAVAILABLE;
  return `${formatCrypto(value, rounding, coinDecimals(symbol))} ${symbol}`;
}

/**
 * What an amount field holds for a figure (MAX, a limit): the figure at the field's decimals in
 * the given direction, without grouping, so it reads back as the same number.
 */
export function inputAmount(value: Numeric, decimals: number, rounding: Rounding = 'down'): string {
  return roundTo(value, decimals, rounding).toFixed();
}

/**
 * A wire amount for people: AUD as '$1,234.56', a coin as '0.0005257 BTC' (at the coin's
 * decimals, '<0.00000001 BTC' for dust). `rounding` is the
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
      : formatCoin(shown, amount.name, rounding);
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
