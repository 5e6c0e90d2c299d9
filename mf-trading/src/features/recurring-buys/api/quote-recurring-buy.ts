import { skipToken, useQuery } from '@tanstack/react-query';
import { apiClient, recurringBuyQuoteSchema } from '@wattle/shared';
import { recurringBuyKeys } from '@/lib/query-keys';

/** `POST /recurring-buys/quote`: one run of a plan priced now; nothing is held. */
export function quoteRecurringBuy(
  request: { assetId: string; amount: string },
  signal?: AbortSignal,
) {
  return apiClient.post('/recurring-buys/quote', request, recurringBuyQuoteSchema, { signal });
}

/** The run's price for a valid amount; `null` while the form has none to price. */
export function useRecurringBuyQuote(request: { assetId: string; amount: string } | null) {
  return useQuery({
    queryKey: recurringBuyKeys.quote(request),
    queryFn: request ? ({ signal }) => quoteRecurringBuy(request, signal) : skipToken,
    retry: false,
  });
}
