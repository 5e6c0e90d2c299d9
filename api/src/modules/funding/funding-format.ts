import { FIAT_ASSET_ID, formatFiat, fromSmallestUnits } from '@wattle/shared/contracts';

/** An amount for a person to read in a notification: '$1,234.50' or '0.5 BTC'. */
export function describeAmount(
  units: string | bigint,
  asset: { asset_id: string; precision: number; symbol: string },
): string {
  const value = fromSmallestUnits(units, asset.precision);
  return asset.asset_id === FIAT_ASSET_ID
    ? formatFiat(value)
    : `${value.toFixed()} ${asset.symbol}`;
}

export { describeMoment } from '../../lib/describe-moment.js';
