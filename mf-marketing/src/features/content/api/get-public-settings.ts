import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, publicSettingsSchema, TRADING_COSTS } from '@wattle/shared';
import { publicSettingsKeys } from '@/lib/query-keys';

export function getPublicSettings(signal?: AbortSignal) {
  return apiClient.get('/admin/public-settings', publicSettingsSchema, { signal });
}

/**
 * `GET /admin/public-settings`: the live trade fee. Until it answers (and in the prerendered
 * page) the page shows the fee stated in TRADING_COSTS, the setting's default.
 */
export function publicSettingsQueryOptions() {
  return queryOptions({
    queryKey: publicSettingsKeys.all,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicSettings() {
  return useQuery({
    ...publicSettingsQueryOptions(),
    placeholderData: {
      tradeFeePercentage: TRADING_COSTS.feePercentage,
      depositFeePercentage: '0',
      dailyWithdrawalLimitAud: '0',
    },
  });
}
