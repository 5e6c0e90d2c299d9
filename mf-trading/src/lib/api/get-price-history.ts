import { useQuery } from '@tanstack/react-query';
import { priceHistoryQueryOptions, type HistoryRange } from '@wattle/shared';

/** `GET /asset/id/:id/history?range=` for the chosen asset, once one is chosen. */
export function usePriceHistory(assetId: string | null, range: HistoryRange) {
  return useQuery({
    ...priceHistoryQueryOptions(assetId ?? '', range),
    enabled: assetId !== null,
  });
}
