import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, HEALTH_POLL_MS, healthSchema, recordHealthCheck } from '@wattle/shared';
import { healthKeys } from '@/lib/query-keys';
import { KEEP_ON_LOGOUT } from '@/lib/query-meta';

/** `GET /health`: answers only while the API and its database do; it needs no session. */
export function fetchHealth(signal?: AbortSignal) {
  return apiClient.get('/health', healthSchema, { signal, withoutSession: true });
}

/**
 * Every poll counts (docs/product/screens.md#maintenance-mode): a failure adds one to the
 * stored counter, a success resets it. The counter is the retry policy, so the query itself
 * never retries.
 */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: healthKeys.all,
    queryFn: async ({ signal }) => {
      try {
        const health = await fetchHealth(signal);
        recordHealthCheck(true);
        return health;
      } catch (error) {
        if (!signal.aborted) recordHealthCheck(false);
        throw error;
      }
    },
    refetchInterval: HEALTH_POLL_MS,
    retry: false,
    staleTime: 0,
    meta: { [KEEP_ON_LOGOUT]: true },
  });
}

export function useHealthPoll() {
  return useQuery(healthQueryOptions());
}
