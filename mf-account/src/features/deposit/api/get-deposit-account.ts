import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, depositAccountSchema, fundingKeys } from '@wattle/shared';

export function getDepositAccount(signal?: AbortSignal) {
  return apiClient.get('/banking/deposit-account', depositAccountSchema, { signal });
}

/** `GET /banking/deposit-account`: the customer's own BSB, account, reference and PayID. */
export function depositAccountQueryOptions() {
  return queryOptions({
    queryKey: fundingKeys.depositAccount(),
    queryFn: ({ signal }) => getDepositAccount(signal),
    // A refusal (the bank declined, or not verified yet) is an answer, not a blip.
    retry: false,
  });
}

/** Asked for only when `enabled`: a customer who may not deposit gets no details. */
export function useDepositAccount(enabled = true) {
  return useQuery({ ...depositAccountQueryOptions(), enabled });
}
