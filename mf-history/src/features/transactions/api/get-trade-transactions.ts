import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, transactionListSchema } from '@wattle/shared';
import { transactionKeys } from '@/lib/query-keys';

/** `GET /transaction/trade-transactions`: every movement on the caller's accounts, newest first. */
export function transactionsQueryOptions() {
  return queryOptions({
    queryKey: transactionKeys.list(),
    queryFn: ({ signal }) =>
      apiClient.get('/transaction/trade-transactions', transactionListSchema, { signal }),
  });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
