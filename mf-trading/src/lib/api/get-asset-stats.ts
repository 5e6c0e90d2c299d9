import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetStatsSchema } from '@wattle/shared';
import { STATS_POLL_MS } from '@/config/polling';
import { assetKeys } from '@/lib/query-keys';

export function getAssetStats(signal?: AbortSignal) {
  return apiClient.get('/asset/stats', assetStatsSchema, { signal });
}

/** `GET /asset/stats`: daily change per upper-case symbol, polled every minute. */
export function assetStatsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.stats(),
    queryFn: ({ signal }) => getAssetStats(signal),
    refetchInterval: STATS_POLL_MS,
  });
}

export function useAssetStats() {
  return useQuery(assetStatsQueryOptions());
}
