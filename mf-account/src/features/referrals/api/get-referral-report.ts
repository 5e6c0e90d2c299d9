import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, historyKeys, referralReportSchema } from '@wattle/shared';

export function getReferralReport(signal?: AbortSignal) {
  return apiClient.get('/transaction/referral-report', referralReportSchema, { signal });
}

/** `GET /transaction/referral-report`: who the customer referred and what it earned. */
export function referralReportQueryOptions() {
  return queryOptions({
    queryKey: historyKeys.referralReport(),
    queryFn: ({ signal }) => getReferralReport(signal),
  });
}

export function useReferralReport() {
  return useQuery(referralReportQueryOptions());
}
