import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetStatsSchema, type Asset, type AssetStats } from '@wattle/shared';
import { STATS_POLL_MS } from '@/config/polling';
import { pageAnswerOptions } from '@/lib/live-prices/page-answers';
import { assetKeys } from '@/lib/query-keys';
import { publicPaths } from './public-paths';

export function getAssetStats(signal?: AbortSignal) {
  return apiClient.get(publicPaths.stats, assetStatsSchema, { signal });
}

/** `GET /asset/stats`: daily change per upper-case symbol, every minute. */
export function assetStatsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.stats(),
    queryFn: ({ signal }) => getAssetStats(signal),
    refetchInterval: STATS_POLL_MS,
    ...pageAnswerOptions(publicPaths.stats, assetStatsSchema),
  });
}

export function useAssetStats() {
  return useQuery(assetStatsQueryOptions());
}

/** The 24 h change of one asset, or undefined while unknown. */
export function changeOf(stats: AssetStats | undefined, asset: Pick<Asset, 'symbol'>) {
  return stats?.[asset.symbol.toUpperCase()]?.dailyMarketChange;
}
