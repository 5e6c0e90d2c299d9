import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, historyKeys, travelRuleRecordSchema } from '@wattle/shared';

export function getTravelRuleRecord(transferId: string, signal?: AbortSignal) {
  return apiClient.get(
    `/travel-rule/transfers/${encodeURIComponent(transferId)}`,
    travelRuleRecordSchema,
    { signal },
  );
}

/** `GET /travel-rule/transfers/{id}`: what the Travel Rule kept for a coin transfer. */
export function travelRuleRecordQueryOptions(transferId: string) {
  return queryOptions({
    queryKey: historyKeys.travelRule(transferId),
    queryFn: ({ signal }) => getTravelRuleRecord(transferId, signal),
    // A transfer from before the Travel Rule has no record: asking again will not make one.
    retry: false,
  });
}

export function useTravelRuleRecord(transferId: string, enabled: boolean) {
  return useQuery({ ...travelRuleRecordQueryOptions(transferId), enabled });
}
