import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, recurringBuyListSchema } from '@wattle/shared';
import { recurringBuyKeys } from '@/lib/query-keys';

export function getRecurringBuys(signal?: AbortSignal) {
  return apiClient.get('/recurring-buys', recurringBuyListSchema, { signal });
}

/** `GET /recurring-buys`: the customer's dollar-cost-averaging plans. */
export function recurringBuysQueryOptions() {
  return queryOptions({
    queryKey: recurringBuyKeys.list(),
    queryFn: ({ signal }) => getRecurringBuys(signal),
  });
}

export function useRecurringBuys() {
  return useQuery(recurringBuysQueryOptions());
}
