import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressBookSchema, apiClient, fundingKeys, type AddressBook } from '@wattle/shared';

/** `PUT /custodial/address-book/settings` with `savedOnly: true`: on at once, no step-up. */
export function turnOnSavedOnly() {
  return apiClient.put('/custodial/address-book/settings', { savedOnly: true }, addressBookSchema);
}

export function useTurnOnSavedOnly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOnSavedOnly,
    onSuccess: (book) => queryClient.setQueryData<AddressBook>(fundingKeys.addressBook(), book),
  });
}
