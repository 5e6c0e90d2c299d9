import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient, CLOSED_ORDERS_PAGE, orderKeys, orderListSchema } from '@wattle/shared';

/** `GET /orders?state=closed`: one page, after the order that ended the page before. */
export function getClosedOrders(before: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams({ state: 'closed' });
  if (before) search.set('before', before);
  return apiClient.get(`/orders?${search.toString()}`, orderListSchema, { signal });
}

/** The customer's closed orders, latest closed first, a page at a time; the `orders` push refreshes them. */
export function closedOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: orderKeys.closedPages(),
    queryFn: ({ pageParam, signal }) => getClosedOrders(pageParam, signal),
    initialPageParam: null as string | null,
    // A short page is the last.
    getNextPageParam: (last) =>
      last.length < CLOSED_ORDERS_PAGE ? null : (last.at(-1)?.orderId ?? null),
  });
}

/** The pages loaded so far, as one list. */
export function useClosedOrders() {
  return useInfiniteQuery({ ...closedOrdersQueryOptions(), select: (data) => data.pages.flat() });
}
