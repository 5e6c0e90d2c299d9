import { useQuery } from '@tanstack/react-query';
import { apiClient, bucketListSchema } from '@wattle/shared';
import { publicBucketKeys } from '@/lib/query-keys';

export function getPublicBuckets(signal?: AbortSignal) {
  return apiClient.get('/buckets/public', bucketListSchema, { signal });
}

/** `GET /buckets/public`: the enabled buckets, shown to visitors too. */
export function usePublicBuckets() {
  return useQuery({
    queryKey: publicBucketKeys.list(),
    queryFn: ({ signal }) => getPublicBuckets(signal),
    staleTime: 60_000,
  });
}
