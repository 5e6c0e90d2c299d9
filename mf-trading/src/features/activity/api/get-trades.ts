import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, historyKeys, tradeListSchema } from '@wattle/shared';

export function getTrades(signal?: AbortSignal) {
  return apiClient.get('/transaction/trades', tradeListSchema, { signal });
}

/** `GET /transaction/trades`: what the recent-activity list shows, newest first. */
export function tradesQueryOptions() {
  return queryOptions({
    queryKey: historyKeys.tradeList(),
    queryFn: ({ signal }) => getTrades(signal),
    select: (trades) => [...trades].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}

export function useTrades() {
  return useQuery(tradesQueryOptions());
}
