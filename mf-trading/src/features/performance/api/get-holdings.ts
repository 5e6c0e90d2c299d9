import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, balanceKeys, portfolioHoldingsSchema } from '@wattle/shared';

export function getHoldings(signal?: AbortSignal) {
  return apiClient.get('/user/portfolio/holdings', portfolioHoldingsSchema, { signal });
}

/** `GET /user/portfolio/holdings`: cost base and gains per coin and in total. */
export function holdingsQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.holdings(),
    queryFn: ({ signal }) => getHoldings(signal),
    staleTime: 15_000,
  });
}

export function useHoldings() {
  return useQuery(holdingsQueryOptions());
}
