import { FIAT_ASSET_ID, FIAT_DISPLAY_DECIMALS, type Asset } from '@wattle/shared';
import type { Direction } from '@/lib/assets/trade-availability';

/** No amount carries more than 24 digits (docs/product/trading.md#amount-input). */
export const MAX_AMOUNT_DIGITS = 24;

/**
 * A buy is typed in AUD (2 decimals); a sell, and the coin side of a swap, in the
 * coin at the asset's decimals (AUD itself uses 2).
 */
export function inputDecimals(direction: Direction, asset: Pick<Asset, 'assetId' | 'decimals'>) {
  if (direction === 'buy' || asset.assetId === FIAT_ASSET_ID) return FIAT_DISPLAY_DECIMALS;
  return asset.decimals;
}

/**
 * What the amount field keeps of what was typed or pasted: decimal-number text only, extra
 * decimals truncated (never rounded), leading zeros dropped. Returns null for text that is
 * not a decimal number, so the field keeps its previous value.
 */
export function sanitiseAmount(raw: string, decimals: number): string | null {
  const text = raw.trim();
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return null;
  const [rawWhole = '', rawFraction] = text.split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  const fraction = rawFraction?.slice(0, decimals);
  const kept =
    fraction === undefined || decimals === 0 ? whole : `${whole === '' ? '0' : whole}.${fraction}`;
  const digits = kept.replace('.', '').length;
  return digits > MAX_AMOUNT_DIGITS ? null : kept;
}

/** The amount as the API reads it: '12.' is 12, '' and '.' are 0. */
export function normaliseAmount(text: string): string {
  const trimmed = text.endsWith('.') ? text.slice(0, -1) : text;
  return trimmed === '' || trimmed === '0.'
    ? '0'
    : trimmed.startsWith('.')
      ? `0${trimmed}`
      : trimmed;
}
