import { queryOptions } from '@tanstack/react-query';
import { apiClient, bucketListSchema, bucketSchema, type BucketDefinition } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** Every bucket, disabled ones included: `GET /buckets` hides none (only the public list does). */
export const adminBucketsQuery = () =>
  queryOptions({
    queryKey: supportKeys.buckets(),
    queryFn: ({ signal }) => apiClient.get('/buckets', bucketListSchema, { signal }),
  });

/** Admin: creates the bucket or replaces it whole (shares, limits, enabled), audited. */
export const saveBucket = (bucketId: string, definition: BucketDefinition) =>
  apiClient.put(`/admin/buckets/${encodeURIComponent(bucketId)}`, definition, bucketSchema);
