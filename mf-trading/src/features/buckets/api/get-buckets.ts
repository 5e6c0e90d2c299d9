import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, bucketListSchema } from '@wattle/shared';
import { bucketKeys } from '@/lib/query-keys';

export function getBuckets(signal?: AbortSignal) {
  return apiClient.get('/buckets', bucketListSchema, { signal });
}

/** `GET /buckets`: the one-click baskets on offer. */
export function bucketsQueryOptions() {
  return queryOptions({
    queryKey: bucketKeys.list(),
    queryFn: ({ signal }) => getBuckets(signal),
    select: (buckets) => buckets.filter((bucket) => bucket.enabled),
  });
}

export function useBuckets() {
  return useQuery(bucketsQueryOptions());
}
