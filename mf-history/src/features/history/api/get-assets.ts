import { useQuery } from '@tanstack/react-query';
import { assetsQueryOptions } from '@wattle/shared';

/** `GET /asset`: the symbols of the assets Wattle lists, for the asset filter. */
export function useAssetSymbols() {
  return useQuery({
    ...assetsQueryOptions(),
    select: (assets) => assets.map((asset) => asset.symbol),
    staleTime: 5 * 60_000,
  });
}
