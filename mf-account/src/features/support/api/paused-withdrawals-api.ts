import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, pausedWithdrawalListSchema, pausedWithdrawalSchema } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

/** `GET /support/paused-withdrawals`: withdrawals waiting for review, oldest first. */
export const pausedWithdrawalsQuery = () =>
  queryOptions({
    queryKey: supportKeys.pausedWithdrawals(),
    queryFn: ({ signal }) =>
      apiClient.get('/support/paused-withdrawals', pausedWithdrawalListSchema, { signal }),
  });

export function usePausedWithdrawals() {
  return useQuery(pausedWithdrawalsQuery());
}

export type PausedDecision = 'release' | 'refuse';

/** `POST /support/paused-withdrawals/:id/{release|refuse}` (support_lv2, audited). */
export function decidePausedWithdrawal(pausedId: string, decision: PausedDecision, reason: string) {
  return apiClient.post(
    `/support/paused-withdrawals/${encodeURIComponent(pausedId)}/${decision}`,
    { reason },
    pausedWithdrawalSchema,
  );
}

export function useDecidePausedWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      pausedId,
      decision,
      reason,
    }: {
      pausedId: string;
      decision: PausedDecision;
      reason: string;
    }) => decidePausedWithdrawal(pausedId, decision, reason),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.pausedWithdrawals() });
      void queryClient.invalidateQueries({ queryKey: supportKeys.audits() });
    },
  });
}
