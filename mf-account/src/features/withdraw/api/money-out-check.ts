import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, moneyOutCheckSchema } from '@wattle/shared';
import { moneyOutKeys } from '@/lib/query-keys';

/** `GET /user/money-out/check`: is the destination new, is a security hold in force. */
export function getMoneyOutCheck(asset: string, address: string | undefined) {
  const query = new URLSearchParams({ asset, ...(address ? { address } : {}) });
  return apiClient.get(`/user/money-out/check?${query.toString()}`, moneyOutCheckSchema);
}

export const moneyOutCheckQueryOptions = (asset: string, address: string | undefined) =>
  queryOptions({
    queryKey: moneyOutKeys.check(asset, address),
    queryFn: () => getMoneyOutCheck(asset, address),
    staleTime: 0,
  });

export function useMoneyOutCheck(asset: string, address: string | undefined) {
  return useQuery(moneyOutCheckQueryOptions(asset, address));
}
