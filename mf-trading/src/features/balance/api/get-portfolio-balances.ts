import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, portfolioBalancesSchema } from '@wattle/shared';
import { PORTFOLIO_POLL_MS } from '@/config/polling';
import { balanceKeys } from '@/lib/query-keys';

export function getPortfolioBalances(signal?: AbortSignal) {
  return apiClient.get('/user/portfolio/balances', portfolioBalancesSchema, { signal });
}

/** `GET /user/portfolio/balances`, polled every 45 s. */
export function portfolioBalancesQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.portfolio(),
    queryFn: ({ signal }) => getPortfolioBalances(signal),
    refetchInterval: PORTFOLIO_POLL_MS,
  });
}

export function usePortfolioBalances() {
  return useQuery(portfolioBalancesQueryOptions());
}
