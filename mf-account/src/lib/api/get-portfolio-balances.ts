import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, portfolioBalancesSchema } from '@wattle/shared';
import { balanceKeys } from '@/lib/query-keys';

const BALANCES_POLL_MS = 45_000;

export function getPortfolioBalances(signal?: AbortSignal) {
  return apiClient.get('/user/portfolio/balances', portfolioBalancesSchema, { signal });
}

/** `GET /user/portfolio/balances`: AUD and every coin held, polled every 45 s. */
export function portfolioBalancesQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.portfolio(),
    queryFn: ({ signal }) => getPortfolioBalances(signal),
    refetchInterval: BALANCES_POLL_MS,
  });
}

export function usePortfolioBalances() {
  return useQuery(portfolioBalancesQueryOptions());
}
