import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetListSchema } from '@wattle/shared';
import { assetKeys } from '@/lib/query-keys';

export function getAssets(signal?: AbortSignal) {
  return apiClient.get('/asset', assetListSchema, { signal });
}

/** `GET /asset`: every listed asset with its deposit and withdrawal flags, fee and minimum. */
export function assetsQueryOptions() {
  return queryOptions({
    queryKey: assetKeys.list(),
    queryFn: ({ signal }) => getAssets(signal),
    staleTime: 15_000,
  });
}

export function useAssets() {
  return useQuery(assetsQueryOptions());
}
