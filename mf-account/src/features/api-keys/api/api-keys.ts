import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiKeyListSchema } from '@wattle/shared';
import { apiKeyKeys } from '@/lib/query-keys';

export function getApiKeys(signal?: AbortSignal) {
  return apiClient.get('/user/api-keys', apiKeyListSchema, { signal });
}

/** `GET /user/api-keys`: the person's keys, newest first, never a secret. */
export function apiKeysQueryOptions() {
  return queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => getApiKeys(signal),
  });
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
