/**
 * How the public price figures read — one source for the live components and the page script
 * that fills them in before the app starts (live-prices.ts). Import-free of React, zod and
 * the shared package's index, so the page script stays small.
 */
import type { Amount, Asset } from '@wattle/shared';
import {
  changeDirection,
  FIAT_ASSET_ID,
  formatFiat,
  formatPercent,
  UNAVAILABLE,
  type ChangeDirection,
} from '@wattle/shared/display';
import { amountToBig } from '@wattle/shared/money';

/** Significant figures a price under $1 keeps: '$0.2345', '$0.00001234', never '$0.23'. */
const SUB_DOLLAR_FIGURES = 4;

/**
 * An AUD price for people, or 'Unavailable' while the market has none: dollars and cents
 * from $1, and below it four significant figures, so a coin worth cents still shows its moves
 * (docs/product/screens.md#price-tables).
 */
export function priceText(price: Amount | null | undefined): string {
  if (!price) return UNAVAILABLE;
  const value = amountToBig(price);
  if (value.lte(0) || value.gte(1)) return formatFiat(value);
  const magnitude = Math.floor(Math.log10(value.toNumber()));
  const decimals = Math.min(18, SUB_DOLLAR_FIGURES - 1 - magnitude);
  return `$${value.round(decimals, 0).toFixed(decimals)}`;
}

export interface ChangeShown {
  text: string;
  /** Colours the figure (red down, blue up); none while the change is unknown. */
  direction: ChangeDirection | undefined;
}

/** The daily change to 2 decimals, its sign shown; 'Unavailable' while unknown. */
export function changeShown(value: string | undefined): ChangeShown {
  if (value === undefined) return { text: UNAVAILABLE, direction: undefined };
  const direction = changeDirection(value);
  const shown = formatPercent(value);
  return { text: direction === 'up' ? `+${shown}` : shown, direction };
}

const compactAud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  notation: 'compact',
  maximumSignificantDigits: 4,
});

/** A market-sized sum in few characters: '$2.998T', '$45.6B', '$812.3M'. */
export function compactAudText(value: string | undefined): string {
  return value === undefined ? UNAVAILABLE : compactAud.format(Number(value));
}

/** Listed coins only: AUD is what they are priced in. */
export function cryptoAssets(assets: readonly Asset[] | undefined): Asset[] {
  return (assets ?? []).filter((asset) => asset.assetId !== FIAT_ASSET_ID && asset.enabled);
}
