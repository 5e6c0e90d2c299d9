import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  balanceKeys,
  orderKeys,
  orderSchema,
  type OrderPlaceRequest,
} from '@wattle/shared';

/**
 * `POST /orders`: a limit, stop-loss or take-profit order. One Idempotency-Key per form
 * submission, so a retried send places it once.
 */
export function postOrder({ request, key }: { request: OrderPlaceRequest; key: string }) {
  return apiClient.post('/orders', request, orderSchema, { headers: { 'Idempotency-Key': key } });
}

/** Open orders and balances (the hold left them) are fetched again after a placement. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });
}
