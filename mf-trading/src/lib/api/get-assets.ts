import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetListSchema, FIAT_ASSET_ID, type Asset } from '@wattle/shared';
import { assetKeys } from '@/lib/query-keys';

export function getAssets(signal?: AbortSignal) {
  return apiClient.get('/asset', assetListSchema, { signal });
}

/**
 * `GET /asset`, prices included. Assets and prices refresh every 15 s: both come from
 * this one call, which the price countdown (`usePriceCountdown`) refreshes on that beat.
 */
export function assetsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.list(),
    queryFn: ({ signal }) => getAssets(signal),
  });
}

export function useAssets() {
  return useQuery(assetsQueryOptions());
}

/** Coins only: AUD is what they are priced in, not something to trade. */
export function cryptoAssets(assets: readonly Asset[] | undefined): Asset[] {
  return (assets ?? []).filter((asset) => asset.assetId !== FIAT_ASSET_ID && asset.enabled);
}
