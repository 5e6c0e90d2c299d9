import { useQuery } from '@tanstack/react-query';
import { apiClient, assetMarketSchema } from '@wattle/shared';
import { assetMarketKeys } from '@/lib/query-keys';

export function getAssetMarket(signal?: AbortSignal) {
  return apiClient.get('/asset/market', assetMarketSchema, { signal });
}

/** `GET /asset/market`: each coin's market cap, 24 h volume and 7-day sparkline, every minute. */
export function useAssetMarket() {
  return useQuery({
    queryKey: assetMarketKeys.all,
    queryFn: ({ signal }) => getAssetMarket(signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
