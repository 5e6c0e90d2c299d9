import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetListSchema, assetsQueryOptions as listedAssets } from '@wattle/shared';
import { PRICES_POLL_MS } from '@/config/polling';
import { pageAnswerOptions } from '@/lib/live-prices/page-answers';
import { publicPaths } from './public-paths';

/** `GET /asset` (public), prices included, refreshed every 15 s. */
export function assetsQueryOptions() {
  return queryOptions({
    ...listedAssets(),
    refetchInterval: PRICES_POLL_MS,
    // The prices the prerendered page already shows (live-prices.ts), refreshed when stale.
    ...pageAnswerOptions(publicPaths.assets, assetListSchema),
  });
}

export function useAssets() {
  return useQuery(assetsQueryOptions());
}
