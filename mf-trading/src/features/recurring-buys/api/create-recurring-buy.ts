import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, recurringBuySchema, type recurringBuyCreateSchema } from '@wattle/shared';
import { recurringBuyKeys } from '@/lib/query-keys';

export type RecurringBuyCreate = ReturnType<typeof recurringBuyCreateSchema.parse>;

/** `POST /recurring-buys`: a new plan; its first run is at `startAt`, or now. */
export function createRecurringBuy(plan: RecurringBuyCreate) {
  return apiClient.post('/recurring-buys', plan, recurringBuySchema);
}

export function useCreateRecurringBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecurringBuy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recurringBuyKeys.all }),
  });
}
