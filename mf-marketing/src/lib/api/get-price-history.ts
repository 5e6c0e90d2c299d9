import { useQuery } from '@tanstack/react-query';
import { apiClient, priceHistorySchema, type HistoryRange } from '@wattle/shared';
import { assetKeys } from '@/lib/query-keys';

export function getPriceHistory(assetId: string, range: HistoryRange, signal?: AbortSignal) {
  const path = `/asset/id/${encodeURIComponent(assetId)}/history?range=${range}`;
  return apiClient.get(path, priceHistorySchema, { signal });
}

/** `GET /asset/id/:id/history?range=` (public): AUD candles, oldest first. */
export function usePriceHistory(assetId: string, range: HistoryRange) {
  return useQuery({
    queryKey: assetKeys.history(assetId, range),
    queryFn: ({ signal }) => getPriceHistory(assetId, range, signal),
    staleTime: 60_000,
  });
}
