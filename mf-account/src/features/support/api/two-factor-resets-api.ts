import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  twoFactorResetCaseListSchema,
  type TwoFactorResetDecision,
} from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** `GET /support/two-factor-resets`: reset requests with their checks, waiting ones first. */
export const twoFactorResetsQuery = () =>
  queryOptions({
    queryKey: supportKeys.twoFactorResets(),
    queryFn: ({ signal }) =>
      apiClient.get('/support/two-factor-resets', twoFactorResetCaseListSchema, { signal }),
  });

export function useTwoFactorResets() {
  return useQuery(twoFactorResetsQuery());
}

/** `POST /support/two-factor-resets/:requestId/decision` (support_lv2, audited). */
export function decideTwoFactorReset(requestId: string, decision: TwoFactorResetDecision) {
  return apiClient.post(
    `/support/two-factor-resets/${encodeURIComponent(requestId)}/decision`,
    decision,
    twoFactorResetCaseListSchema,
  );
}

export function useDecideTwoFactorReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      decision,
    }: {
      requestId: string;
      decision: TwoFactorResetDecision;
    }) => decideTwoFactorReset(requestId, decision),
    onSuccess: (cases) => queryClient.setQueryData(supportKeys.twoFactorResets(), cases),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.twoFactorResets() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.audits() });
    },
  });
}
