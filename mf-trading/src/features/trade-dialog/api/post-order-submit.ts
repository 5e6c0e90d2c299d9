import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, balanceKeys, historyKeys, type OrderSubmitRequest } from '@wattle/shared';
import { checkOrderResponse, orderResponseSchema } from '@/lib/order/order-response';

/**
 * `POST /order/submit`. The quote id is the idempotency key: a quote executes once, so a
 * second send of the same quote gets the first answer instead of a second order.
 */
export async function postOrderSubmit(request: OrderSubmitRequest) {
  const response = await apiClient.post('/order/submit', request, orderResponseSchema, {
    headers: { 'Idempotency-Key': request.quoteId },
  });
  return checkOrderResponse(response);
}

/** Balances and history are fetched again after a submit, whatever the outcome. */
export function useOrderSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrderSubmit,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
  });
}
