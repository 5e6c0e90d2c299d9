import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, balanceKeys, portfolioLimitsSchema } from '@wattle/shared';

export function getWithdrawalLimits(signal?: AbortSignal) {
  return apiClient.get('/user/portfolio/limits', portfolioLimitsSchema, { signal });
}

/** `GET /user/portfolio/limits`: the daily withdrawal limit, used and left. */
export function withdrawalLimitsQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.limits(),
    queryFn: ({ signal }) => getWithdrawalLimits(signal),
  });
}

export function useWithdrawalLimits() {
  return useQuery(withdrawalLimitsQueryOptions());
}
