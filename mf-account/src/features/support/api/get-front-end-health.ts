import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, frontEndHealthSchema } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** The card refreshes this often (docs/product/front-end-health.md#the-console-card). */
export const FRONT_END_HEALTH_POLL_MS = 60_000;

export function getFrontEndHealth(signal?: AbortSignal) {
  return apiClient.get('/support/front-end-health', frontEndHealthSchema, { signal });
}

/** `GET /support/front-end-health`: each remote's last hour, and what each environment runs. */
export function frontEndHealthQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.frontEndHealth(),
    queryFn: ({ signal }) => getFrontEndHealth(signal),
    refetchInterval: FRONT_END_HEALTH_POLL_MS,
  });
}

export function useFrontEndHealth() {
  return useQuery(frontEndHealthQueryOptions());
}
