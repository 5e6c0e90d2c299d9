import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, referralReportSchema } from '@wattle/shared';
import { referralKeys } from '@/lib/query-keys';

export function getReferralReport(signal?: AbortSignal) {
  return apiClient.get('/transaction/referral-report', referralReportSchema, { signal });
}

/** `GET /transaction/referral-report`: who the customer referred and what it earned. */
export function referralReportQueryOptions() {
  return queryOptions({
    queryKey: referralKeys.report(),
    queryFn: ({ signal }) => getReferralReport(signal),
  });
}

export function useReferralReport() {
  return useQuery(referralReportQueryOptions());
}
