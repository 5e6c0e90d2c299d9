import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, recurringBuySchema, type recurringBuyUpdateSchema } from '@wattle/shared';
import { recurringBuyKeys } from '@/lib/query-keys';

export type RecurringBuyUpdate = ReturnType<typeof recurringBuyUpdateSchema.parse>;

/** `PATCH /recurring-buys/:planId`: pause, resume or cancel a plan. */
export function updateRecurringBuy({ planId, ...update }: RecurringBuyUpdate & { planId: string }) {
  return apiClient.patch(
    `/recurring-buys/${encodeURIComponent(planId)}`,
    update,
    recurringBuySchema,
  );
}

export function useUpdateRecurringBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecurringBuy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringBuyKeys.all }),
  });
}
