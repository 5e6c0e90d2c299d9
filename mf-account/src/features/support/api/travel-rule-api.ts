import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  travelRuleRecordListSchema,
  travelRuleRecordSchema,
  type TravelRuleResolveRequest,
} from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** `GET /support/users/{id}/travel-rule`: the customer's Travel Rule records (audited). */
export const customerTravelRuleQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.customerTravelRule(userId),
    queryFn: ({ signal }) =>
      apiClient.get(
        `/support/users/${encodeURIComponent(userId)}/travel-rule`,
        travelRuleRecordListSchema,
        { signal },
      ),
  });

/** `POST /support/travel-rule/{id}/resolve`: support_lv2 approves or refuses a case. */
export function useResolveTravelRule(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, ...decision }: TravelRuleResolveRequest & { recordId: string }) =>
      apiClient.post(
        `/support/travel-rule/${encodeURIComponent(recordId)}/resolve`,
        decision,
        travelRuleRecordSchema,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: supportKeys.customerTravelRule(userId) }),
  });
}

/** `GET /support/travel-rule/export.csv`: every record, as CSV (support_lv2, audited). */
export const downloadTravelRuleCsv = () => apiClient.blob('/support/travel-rule/export.csv');
