import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, travelRuleCheckSchema, type TravelRuleCheckRequest } from '@wattle/shared';
import { travelRuleKeys } from '@/lib/query-keys';

/** `POST /travel-rule/checks`: keep the answers; the receiving exchange's answer, if any. */
export function checkTravelRule(request: TravelRuleCheckRequest) {
  return apiClient.post('/travel-rule/checks', request, travelRuleCheckSchema);
}

export function useTravelRuleCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkTravelRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: travelRuleKeys.destinations() }),
  });
}
