import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client.js';
import { tradeSettingsSchema } from '../contracts/trading.js';
import { tradeSettingsKeys } from './query-keys.js';

export function getTradeSettings(signal?: AbortSignal) {
  return apiClient.get('/admin/trade-settings', tradeSettingsSchema, { signal });
}

/**
 * `GET /admin/trade-settings`: the trade fee percentage and the referral bonus. An admin's
 * change in the support console writes this same cache.
 */
export function tradeSettingsQueryOptions() {
  return queryOptions({
    queryKey: tradeSettingsKeys.all,
    queryFn: ({ signal }) => getTradeSettings(signal),
    staleTime: 5 * 60_000,
  });
}
