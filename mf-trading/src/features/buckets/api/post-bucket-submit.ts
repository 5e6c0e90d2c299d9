import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, balanceKeys, bucketOrderResultSchema, historyKeys } from '@wattle/shared';

export interface BucketSubmitRequest {
  quoteId: string;
  bucketId: string;
}

/** `POST /bucketOrder/submit`; the quote id is the idempotency key, as for single orders. */
export function postBucketSubmit(request: BucketSubmitRequest) {
  return apiClient.post('/bucketOrder/submit', request, bucketOrderResultSchema, {
    headers: { 'Idempotency-Key': request.quoteId },
  });
}

/** Balances are fetched again after a submit, whatever the outcome. */
export function useBucketSubmit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBucketSubmit,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
  });
}
