import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  apiClient,
  balanceKeys,
  portfolioHistorySchema,
  type PortfolioRange,
} from '@wattle/shared';

export function getPortfolioHistory(range: PortfolioRange, signal?: AbortSignal) {
  return apiClient.get(`/user/portfolio/history?range=${range}`, portfolioHistorySchema, {
    signal,
  });
}

/** `GET /user/portfolio/history?range=`: the portfolio's value and cost base over time. */
export function portfolioHistoryQueryOptions(range: PortfolioRange) {
  return queryOptions({
    queryKey: balanceKeys.history(range),
    queryFn: ({ signal }) => getPortfolioHistory(range, signal),
    staleTime: 60_000,
  });
}

export function usePortfolioHistory(range: PortfolioRange) {
  return useQuery(portfolioHistoryQueryOptions(range));
}
