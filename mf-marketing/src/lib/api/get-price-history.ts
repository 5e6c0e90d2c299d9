import { useQuery } from '@tanstack/react-query';
import { apiClient, priceHistorySchema, type HistoryRange } from '@wattle/shared';
import { pageAnswerOptions } from '@/lib/live-prices/page-answers';
import { assetKeys } from '@/lib/query-keys';
import { publicPaths } from './public-paths';

export function getPriceHistory(assetId: string, range: HistoryRange, signal?: AbortSignal) {
  return apiClient.get(publicPaths.history(assetId, range), priceHistorySchema, { signal });
}

/** `GET /asset/id/:id/history?range=` (public): AUD candles, oldest first. */
export function usePriceHistory(assetId: string, range: HistoryRange) {
  return useQuery({
    queryKey: assetKeys.history(assetId, range),
    queryFn: ({ signal }) => getPriceHistory(assetId, range, signal),
    staleTime: 60_000,
    ...pageAnswerOptions(publicPaths.history(assetId, range), priceHistorySchema),
  });
}
