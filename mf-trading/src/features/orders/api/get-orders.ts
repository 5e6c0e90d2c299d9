import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, orderKeys, orderListSchema } from '@wattle/shared';

export function getOrders(state: 'open' | 'closed', signal?: AbortSignal) {
  return apiClient.get(`/orders?state=${state}`, orderListSchema, { signal });
}

/** `GET /orders`: the customer's open orders (newest first), refreshed by the `orders` push. */
export function ordersQueryOptions(state: 'open' | 'closed') {
  return queryOptions({
    queryKey: orderKeys.list(state),
    queryFn: ({ signal }) => getOrders(state, signal),
  });
}

export function useOpenOrders() {
  return useQuery(ordersQueryOptions('open'));
}
