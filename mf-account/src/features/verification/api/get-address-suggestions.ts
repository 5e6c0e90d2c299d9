import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADDRESS_QUERY_MIN_LENGTH, addressSuggestionListSchema, apiClient } from '@wattle/shared';
import { kycKeys } from '@/lib/query-keys';

export function getAddressSuggestions(query: string, signal?: AbortSignal) {
  return apiClient.get(
    `/user/address-suggestions?q=${encodeURIComponent(query)}`,
    addressSuggestionListSchema,
    { signal },
  );
}

/** `GET /user/address-suggestions`: addresses matching the street line typed so far. */
export function addressSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: kycKeys.addressSuggestions(query),
    queryFn: ({ signal }) => getAddressSuggestions(query, signal),
    enabled: query.length >= ADDRESS_QUERY_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

export function useAddressSuggestions(query: string) {
  return useQuery(addressSuggestionsQueryOptions(query));
}
