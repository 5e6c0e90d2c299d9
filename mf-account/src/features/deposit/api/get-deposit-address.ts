import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, depositAddressSchema, fundingKeys } from '@wattle/shared';

export function getDepositAddress(symbol: string, signal?: AbortSignal) {
  return apiClient.get(
    `/custodial/addresses?asset=${encodeURIComponent(symbol)}`,
    depositAddressSchema,
    { signal },
  );
}

/** `GET /custodial/addresses?asset=`: the customer's address (and tag) for one coin. */
export function depositAddressQueryOptions(symbol: string) {
  return queryOptions({
    queryKey: fundingKeys.depositAddress(symbol),
    queryFn: ({ signal }) => getDepositAddress(symbol, signal),
    retry: false,
    staleTime: Infinity,
  });
}

export function useDepositAddress(symbol: string | null) {
  return useQuery({ ...depositAddressQueryOptions(symbol ?? ''), enabled: symbol !== null });
}
