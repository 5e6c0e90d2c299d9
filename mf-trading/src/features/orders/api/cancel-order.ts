import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, balanceKeys, orderKeys, orderSchema } from '@wattle/shared';

/** `POST /orders/:orderId/cancel`: what the order held goes back to the balance. */
export function cancelOrder(orderId: string) {
  return apiClient.post(`/orders/${encodeURIComponent(orderId)}/cancel`, {}, orderSchema, {
    headers: { 'Idempotency-Key': `cancel-${orderId}` },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
      ]),
  });
}
