import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetBalanceSchema, balanceKeys } from '@wattle/shared';
import { CRYPTO_BALANCE_POLL_MS } from '@/config/polling';

export function getAssetBalance(assetId: string, signal?: AbortSignal) {
  return apiClient.get(`/user/balances/${encodeURIComponent(assetId)}`, assetBalanceSchema, {
    signal,
  });
}

/** `GET /user/balances/:assetId`: one coin's balance, polled every minute. */
export function assetBalanceQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: balanceKeys.asset(assetId),
    queryFn: ({ signal }) => getAssetBalance(assetId, signal),
    refetchInterval: CRYPTO_BALANCE_POLL_MS,
    select: (response) => response.balance,
  });
}

export function useAssetBalance(assetId: string | null) {
  return useQuery({ ...assetBalanceQueryOptions(assetId ?? ''), enabled: assetId !== null });
}
