import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, travelRuleDestinationListSchema } from '@wattle/shared';
import { travelRuleKeys } from '@/lib/query-keys';

export function getTravelRuleDestinations(signal?: AbortSignal) {
  return apiClient.get('/travel-rule/destinations', travelRuleDestinationListSchema, { signal });
}

/** `GET /travel-rule/destinations`: the answers kept for each coin and address. */
export function travelRuleDestinationsQueryOptions() {
  return queryOptions({
    queryKey: travelRuleKeys.destinations(),
    queryFn: ({ signal }) => getTravelRuleDestinations(signal),
  });
}

export function useTravelRuleDestinations() {
  return useQuery(travelRuleDestinationsQueryOptions());
}
