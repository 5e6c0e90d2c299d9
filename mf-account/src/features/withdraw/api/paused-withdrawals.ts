import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  balanceKeys,
  pausedWithdrawalListSchema,
  pausedWithdrawalSchema,
} from '@wattle/shared';
import { moneyOutKeys } from '@/lib/query-keys';

/** `GET /user/paused-withdrawals`: mine, newest first. */
export const pausedWithdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: moneyOutKeys.paused(),
    queryFn: () => apiClient.get('/user/paused-withdrawals', pausedWithdrawalListSchema),
  });

export function usePausedWithdrawals() {
  return useQuery(pausedWithdrawalsQueryOptions());
}

/** `POST /user/paused-withdrawals/:id/cancel`: nothing was taken, nothing moves. */
export function useCancelPausedWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pausedId: string) =>
      apiClient.post(
        `/user/paused-withdrawals/${encodeURIComponent(pausedId)}/cancel`,
        {},
        pausedWithdrawalSchema,
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.paused() }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      ]);
    },
  });
}
