import {
  FIAT_DISPLAY_DECIMALS,
  formatCrypto,
  inputAmount,
  minBig,
  ORDER_MESSAGES,
  roundTo,
  type Asset,
  type Big,
  type OrderSide,
} from '@wattle/shared';
import { bigOrNull } from '@/lib/amounts';
import type { Direction } from '@/lib/assets/trade-availability';

export interface TradeLimits {
  side: OrderSide;
  /** What the amount is counted in: AUD for a buy, the coin for a sell or a swap. */
  unit: string;
  decimals: number;
  minimum: Big | null;
  /** The trading limit alone. */
  maximum: Big | null;
  /** What the customer holds of `unit`; null while unknown. */
  balance: Big | null;
  /** The lower of the balance and the maximum limit. */
  effectiveMaximum: Big | null;
}

/** A swap gives up the coin, so it is bounded like a sell. */
export function sideOf(direction: Direction): OrderSide {
  return direction === 'buy' ? 'buy' : 'sell';
}

/**
 * Buys are bounded by buyTradeMinimum/Maximum, sells by sellTradeMinimum/Maximum
 * (docs/product/trading.md#trade-limits).
 */
export function tradeLimits(
  direction: Direction,
  asset: Asset,
  balance: Big | null,
  decimals: number,
): TradeLimits {
  const side = sideOf(direction);
  const minimum = bigOrNull(side === 'buy' ? asset.buyTradeMinimum : asset.sellTradeMinimum);
  const maximum = bigOrNull(side === 'buy' ? asset.buyTradeMaximum : asset.sellTradeMaximum);
  let effectiveMaximum = maximum;
  if (balance !== null) effectiveMaximum = maximum === null ? balance : minBig(balance, maximum);
  return {
    side,
    unit: side === 'buy' ? 'AUD' : asset.symbol,
    decimals,
    minimum,
    maximum,
    balance,
    effectiveMaximum,
  };
}

/** Minimums round up, maximums down, to what the field accepts. */
export function displayLimit(value: Big, limits: TradeLimits, kind: 'minimum' | 'maximum') {
  const rounding = kind === 'minimum' ? 'up' : 'down';
  if (limits.side === 'buy') {
    return roundTo(value, FIAT_DISPLAY_DECIMALS, rounding).toFixed(FIAT_DISPLAY_DECIMALS);
  }
  return formatCrypto(value, rounding, limits.decimals).replace(/,/g, '');
}

/** The placeholder: the allowed range, 'min - max'. */
export function amountPlaceholder(limits: TradeLimits): string {
  const { minimum, effectiveMaximum } = limits;
  if (minimum && effectiveMaximum) {
    return `${displayLimit(minimum, limits, 'minimum')} - ${displayLimit(effectiveMaximum, limits, 'maximum')}`;
  }
  if (minimum) return `> ${displayLimit(minimum, limits, 'minimum')}`;
  if (effectiveMaximum) return `0 - ${displayLimit(effectiveMaximum, limits, 'maximum')}`;
  return '0.00';
}

/** The MAX button fills what can be traded, truncated to what the field accepts. */
export function maxAmount(limits: TradeLimits): string | null {
  if (!limits.effectiveMaximum) return null;
  return inputAmount(limits.effectiveMaximum, limits.decimals, 'down');
}

/** With less than the minimum, the inputs give way to this message. */
export function insufficientForMinimum(limits: TradeLimits): string | null {
  const { balance, minimum } = limits;
  if (balance === null || minimum === null || balance.gte(minimum)) return null;
  return ORDER_MESSAGES.insufficientForMinimum(
    limits.side,
    displayLimit(minimum, limits, 'minimum'),
    limits.unit,
  );
}
