import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, portfolioLimitsSchema } from '@wattle/shared';
import { balanceKeys } from '@/lib/query-keys';

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
