import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetListSchema } from '@wattle/shared';
import { PRICES_POLL_MS } from '@/config/polling';
import { pageAnswerOptions } from '@/lib/live-prices/page-answers';
import { assetKeys } from '@/lib/query-keys';
import { publicPaths } from './public-paths';

export function getAssets(signal?: AbortSignal) {
  return apiClient.get(publicPaths.assets, assetListSchema, { signal });
}

/** `GET /asset` (public), prices included, refreshed every 15 s. */
export function assetsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.list(),
    queryFn: ({ signal }) => getAssets(signal),
    refetchInterval: PRICES_POLL_MS,
    // The prices the prerendered page already shows (live-prices.ts), refreshed when stale.
    ...pageAnswerOptions(publicPaths.assets, assetListSchema),
  });
}

export function useAssets() {
  return useQuery(assetsQueryOptions());
}
