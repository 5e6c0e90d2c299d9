import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, balanceKeys, portfolioHistorySchema, type HistoryRange } from '@wattle/shared';

export function getPortfolioHistory(range: HistoryRange, signal?: AbortSignal) {
  return apiClient.get(`/user/portfolio/history?range=${range}`, portfolioHistorySchema, {
    signal,
  });
}

/** `GET /user/portfolio/history?range=`: the portfolio's AUD value over time. */
export function portfolioHistoryQueryOptions(range: HistoryRange) {
  return queryOptions({
    queryKey: balanceKeys.history(range),
    queryFn: ({ signal }) => getPortfolioHistory(range, signal),
    staleTime: 60_000,
  });
}

export function usePortfolioHistory(range: HistoryRange) {
  return useQuery(portfolioHistoryQueryOptions(range));
}
