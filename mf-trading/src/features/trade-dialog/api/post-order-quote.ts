import { useMutation } from '@tanstack/react-query';
import { apiClient, orderQuoteSchema, type OrderQuoteRequest } from '@wattle/shared';

/** `POST /order/quote`: a price held for 30 s, for this customer only. */
export function postOrderQuote(request: OrderQuoteRequest) {
  return apiClient.post('/order/quote', request, orderQuoteSchema);
}

export function useOrderQuote() {
  return useMutation({ mutationFn: postOrderQuote });
}
