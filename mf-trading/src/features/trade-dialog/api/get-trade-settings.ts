import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, tradeSettingsSchema } from '@wattle/shared';
import { tradeSettingsKeys } from '@/lib/query-keys';

export function getTradeSettings(signal?: AbortSignal) {
  return apiClient.get('/admin/trade-settings', tradeSettingsSchema, { signal });
}

/** `GET /admin/trade-settings`: the fee percentage the estimate lines show. */
export function tradeSettingsQueryOptions() {
  return queryOptions({
    queryKey: tradeSettingsKeys.all,
    queryFn: ({ signal }) => getTradeSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useTradeSettings() {
  return useQuery(tradeSettingsQueryOptions());
}
