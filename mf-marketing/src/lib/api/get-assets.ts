import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetListSchema, FIAT_ASSET_ID, type Asset } from '@wattle/shared';
import { PRICES_POLL_MS } from '@/config/polling';
import { assetKeys } from '@/lib/query-keys';

export function getAssets(signal?: AbortSignal) {
  return apiClient.get('/asset', assetListSchema, { signal });
}

/** `GET /asset` (public), prices included, refreshed every 15 s (spec §9). */
export function assetsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.list(),
    queryFn: ({ signal }) => getAssets(signal),
    refetchInterval: PRICES_POLL_MS,
  });
}

export function useAssets() {
  return useQuery(assetsQueryOptions());
}

/** Listed coins only: AUD is what they are priced in. */
export function cryptoAssets(assets: readonly Asset[] | undefined): Asset[] {
  return (assets ?? []).filter((asset) => asset.assetId !== FIAT_ASSET_ID && asset.enabled);
}
