import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetBalanceSchema, balanceKeys, PORTFOLIO_POLL_MS } from '@wattle/shared';

export function getFiatBalance(signal?: AbortSignal) {
  return apiClient.get('/user/balances/fiat', assetBalanceSchema, { signal });
}

/** `GET /user/balances/fiat`: the AUD a customer can spend, on the balances beat (45 s). */
export function fiatBalanceQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.fiat(),
    queryFn: ({ signal }) => getFiatBalance(signal),
    refetchInterval: PORTFOLIO_POLL_MS,
    select: (response) => response.balance,
  });
}

export function useFiatBalance(enabled = true) {
  return useQuery({ ...fiatBalanceQueryOptions(), enabled });
}
