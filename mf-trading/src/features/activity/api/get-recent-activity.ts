import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, historyGroupPageSchema, historyKeys } from '@wattle/shared';

/** How many groups the dashboard shows. */
export const RECENT_ACTIVITY_SIZE = 5;

export function getRecentActivity(signal?: AbortSignal) {
  return apiClient.get(
    `/transaction/history?limit=${RECENT_ACTIVITY_SIZE}`,
    historyGroupPageSchema,
    { signal },
  );
}

/**
 * `GET /transaction/history`, first page: the last few things the customer did — trades,
 * buckets, deposits, withdrawals, bonuses — grouped as history groups them.
 */
export function recentActivityQueryOptions() {
  return queryOptions({
    queryKey: historyKeys.recent(RECENT_ACTIVITY_SIZE),
    queryFn: ({ signal }) => getRecentActivity(signal),
    select: (page) => page.groups,
  });
}

export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}
