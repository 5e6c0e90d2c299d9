import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, priceHistorySchema, type HistoryRange } from '@wattle/shared';
import { assetKeys } from '@/lib/query-keys';

export function getPriceHistory(assetId: string, range: HistoryRange, signal?: AbortSignal) {
  const path = `/asset/id/${encodeURIComponent(assetId)}/history?range=${range}`;
  return apiClient.get(path, priceHistorySchema, { signal });
}

/** `GET /asset/id/:id/history?range=`: candles for charts and the 30-day high. */
export function priceHistoryQueryOptions(assetId: string, range: HistoryRange) {
  return queryOptions({
    queryKey: assetKeys.history(assetId, range),
    queryFn: ({ signal }) => getPriceHistory(assetId, range, signal),
    // A candle closes every 15 minutes at the finest range; a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function usePriceHistory(assetId: string | null, range: HistoryRange) {
  return useQuery({
    ...priceHistoryQueryOptions(assetId ?? '', range),
    enabled: assetId !== null,
  });
}
