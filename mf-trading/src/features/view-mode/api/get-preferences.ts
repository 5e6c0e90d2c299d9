import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, preferencesSchema } from '@wattle/shared';
import { preferenceKeys } from '@/lib/query-keys';

export function getPreferences(signal?: AbortSignal) {
  return apiClient.get('/user/preferences', preferencesSchema, { signal });
}

/** `GET /user/preferences`: the view mode is remembered per person, on the server. */
export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: preferenceKeys.all,
    queryFn: ({ signal }) => getPreferences(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
