import { useMutation } from '@tanstack/react-query';
import { apiClient, bucketQuoteSchema } from '@wattle/shared';

export interface BucketQuoteRequest {
  bucketId: string;
  /** AUD to spend in total, fees included. */
  spend: string;
}

/** `POST /bucketOrder/quote`: what each coin of the basket would cost right now. */
export function postBucketQuote(request: BucketQuoteRequest) {
  return apiClient.post('/bucketOrder/quote', request, bucketQuoteSchema);
}

export function useBucketQuote() {
  return useMutation({ mutationFn: postBucketQuote });
}
