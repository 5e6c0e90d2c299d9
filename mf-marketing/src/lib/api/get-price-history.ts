import { useQuery } from '@tanstack/react-query';
import { priceHistoryQueryOptions, priceHistorySchema, type HistoryRange } from '@wattle/shared';
import { pageAnswerOptions } from '@/lib/live-prices/page-answers';
import { publicPaths } from './public-paths';

/** `GET /asset/id/:id/history?range=` (public): AUD candles, oldest first. */
export function usePriceHistory(assetId: string, range: HistoryRange) {
  return useQuery({
    ...priceHistoryQueryOptions(assetId, range),
    ...pageAnswerOptions(publicPaths.history(assetId, range), priceHistorySchema),
  });
}
