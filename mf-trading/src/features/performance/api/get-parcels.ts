import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, balanceKeys, coinParcelsSchema } from '@wattle/shared';

export function getParcels(assetId: string, signal?: AbortSignal) {
  return apiClient.get(
    `/user/portfolio/holdings/${encodeURIComponent(assetId)}/parcels`,
    coinParcelsSchema,
    { signal },
  );
}

/** `GET /user/portfolio/holdings/{coin}/parcels`: the coin's parcels, oldest first. */
export function parcelsQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: balanceKeys.parcels(assetId),
    queryFn: ({ signal }) => getParcels(assetId, signal),
    staleTime: 15_000,
  });
}

export function useParcels(assetId: string) {
  return useQuery(parcelsQueryOptions(assetId));
}
