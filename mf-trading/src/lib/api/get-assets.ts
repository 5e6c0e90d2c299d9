import { useQuery } from '@tanstack/react-query';
import { assetsQueryOptions, FIAT_ASSET_ID, type Asset } from '@wattle/shared';

/**
 * `GET /asset`, prices included. Assets and prices both come from this one call, which the
 * price countdown (`usePriceCountdown`) refreshes every 15 s.
 */
export function useAssets() {
  return useQuery(assetsQueryOptions());
}

/** Coins only: AUD is what they are priced in, not something to trade. */
export function cryptoAssets(assets: readonly Asset[] | undefined): Asset[] {
  return (assets ?? []).filter((asset) => asset.assetId !== FIAT_ASSET_ID && asset.enabled);
}
