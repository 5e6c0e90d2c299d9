import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, assetListSchema } from '@wattle/shared';
import { assetKeys } from '@/lib/query-keys';

/** `GET /asset`: the assets Wattle lists, for the asset filter. */
export function useAssetSymbols() {
  return useQuery(
    queryOptions({
      queryKey: assetKeys.list(),
      queryFn: ({ signal }) => apiClient.get('/asset', assetListSchema, { signal }),
      select: (assets) => assets.map((asset) => asset.symbol),
      staleTime: 5 * 60_000,
    }),
  );
}
