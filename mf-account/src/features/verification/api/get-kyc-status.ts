import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, kycStatusSchema } from '@wattle/shared';
import { kycKeys } from '@/lib/query-keys';

export function getKycStatus(signal?: AbortSignal) {
  return apiClient.get('/user/kyc', kycStatusSchema, { signal });
}

/** `GET /user/kyc`: where the customer's identity check stands. */
export function kycStatusQueryOptions() {
  return queryOptions({
    queryKey: kycKeys.status(),
    queryFn: ({ signal }) => getKycStatus(signal),
  });
}

export function useKycStatus() {
  return useQuery(kycStatusQueryOptions());
}
