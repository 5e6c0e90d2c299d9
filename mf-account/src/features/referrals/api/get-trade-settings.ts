import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, tradeSettingsSchema } from '@wattle/shared';
import { tradeSettingsKeys } from '@/lib/query-keys';

/** `GET /admin/trade-settings`: the referral bonus the refer-a-friend tab promises. */
export function tradeSettingsQueryOptions() {
  return queryOptions({
    queryKey: tradeSettingsKeys.all,
    queryFn: ({ signal }) =>
      apiClient.get('/admin/trade-settings', tradeSettingsSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTradeSettings() {
  return useQuery(tradeSettingsQueryOptions());
}
