import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, heldDepositListSchema } from '@wattle/shared';
import { balanceKeys } from '@/lib/query-keys';

export function getHeldDeposits(signal?: AbortSignal) {
  return apiClient.get('/user/held-deposits', heldDepositListSchema, { signal });
}

/**
 * `GET /user/held-deposits`: deposits on hold, not in the balance yet. Under the balances
 * root, so the push that puts one on hold, or releases it, refreshes it.
 */
export function heldDepositsQueryOptions() {
  return queryOptions({
    queryKey: balanceKeys.held(),
    queryFn: ({ signal }) => getHeldDeposits(signal),
  });
}

export function useHeldDeposits() {
  return useQuery(heldDepositsQueryOptions());
}
