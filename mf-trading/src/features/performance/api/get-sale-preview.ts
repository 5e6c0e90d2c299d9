import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, balanceKeys, salePreviewSchema } from '@wattle/shared';

export function getSalePreview(assetId: string, amount: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ amount });
  return apiClient.get(
    `/user/portfolio/holdings/${encodeURIComponent(assetId)}/sale-preview?${query.toString()}`,
    salePreviewSchema,
    { signal },
  );
}

/** `GET …/sale-preview?amount=`: what selling that much now would realise; sells nothing. */
export function salePreviewQueryOptions(assetId: string, amount: string) {
  return queryOptions({
    queryKey: balanceKeys.salePreview(assetId, amount),
    queryFn: ({ signal }) => getSalePreview(assetId, amount, signal),
    staleTime: 15_000,
    retry: false,
  });
}

/** Asks only once an amount has been entered. */
export function useSalePreview(assetId: string, amount: string | null) {
  return useQuery({ ...salePreviewQueryOptions(assetId, amount ?? ''), enabled: amount !== null });
}
