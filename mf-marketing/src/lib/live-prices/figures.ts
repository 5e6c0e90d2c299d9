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

/** An AUD price for people, or 'Unavailable' while the market has none. */
export function priceText(price: Amount | null | undefined): string {
  return price ? formatFiat(amountToBig(price)) : UNAVAILABLE;
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

/** Listed coins only: AUD is what they are priced in. */
export function cryptoAssets(assets: readonly Asset[] | undefined): Asset[] {
  return (assets ?? []).filter((asset) => asset.assetId !== FIAT_ASSET_ID && asset.enabled);
}
