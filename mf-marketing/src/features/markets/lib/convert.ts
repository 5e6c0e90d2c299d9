import { amountToBig, Big, FIAT_ASSET_ID, roundTo, type Asset } from '@wattle/shared';

/** What the converter needs of an asset: its symbol, its AUD value, how finely it counts. */
export interface RateSource {
  assetId: string;
  symbol: string;
  /** The mid-market AUD price of one unit; null while the market has none. */
  aud: Big | null;
  /** Decimals shown in a converted amount (AUD 2, a coin at most 8). */
  decimals: number;
}

export type Conversion = { ok: true; value: Big } | { ok: false; error: string };

const DECIMAL = /^\d+(\.\d+)?$/;
export const AMOUNT_REQUIRED = 'Enter an amount to convert';
export const AMOUNT_INVALID = 'Enter a positive number, like 0.5';

/** Halfway between the buy and the sell price: an indicative rate, not a quote. */
export function midPrice(asset: Asset): Big | null {
  if (asset.assetId === FIAT_ASSET_ID) return new Big(1);
  if (!asset.buyPrice || !asset.sellPrice) return null;
  return amountToBig(asset.buyPrice).plus(amountToBig(asset.sellPrice)).div(2);
}

export function rateSource(asset: Asset): RateSource {
  return {
    assetId: asset.assetId,
    symbol: asset.symbol,
    aud: midPrice(asset),
    decimals: asset.assetId === FIAT_ASSET_ID ? 2 : Math.min(asset.decimals, 8),
  };
}

/**
 * `input` units of `from` in units of `to`, through their AUD values, rounded down to what
 * `to` shows. Exact decimal maths (big.js): 0.1 BTC is never 0.09999999 BTC.
 */
export function convert(input: string, from: RateSource, to: RateSource): Conversion {
  const text = input.trim().replace(/,/g, '');
  if (text === '') return { ok: false, error: AMOUNT_REQUIRED };
  if (!DECIMAL.test(text)) return { ok: false, error: AMOUNT_INVALID };
  if (from.aud === null) return { ok: false, error: `${from.symbol} has no price right now` };
  if (to.aud === null) return { ok: false, error: `${to.symbol} has no price right now` };
  if (to.aud.eq(0)) return { ok: false, error: `${to.symbol} has no price right now` };
  const value = new Big(text).times(from.aud).div(to.aud);
  return { ok: true, value: roundTo(value, to.decimals, 'down') };
}
