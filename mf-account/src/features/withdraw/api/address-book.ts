import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addressBookSchema,
  apiClient,
  fundingKeys,
  savedAddressSchema,
  type AddressBook,
  type SavedAddressRequest,
  type StepUpProof,
} from '@wattle/shared';

export function getAddressBook(signal?: AbortSignal) {
  return apiClient.get('/custodial/address-book', addressBookSchema, { signal });
}

/** `GET /custodial/address-book`: saved addresses and the "saved only" setting. */
export function addressBookQueryOptions() {
  return queryOptions({
    queryKey: fundingKeys.addressBook(),
    queryFn: ({ signal }) => getAddressBook(signal),
  });
}

export function useAddressBook() {
  return useQuery(addressBookQueryOptions());
}

function useBookMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (result) => {
      const parsed = addressBookSchema.safeParse(result);
      if (parsed.success)
        queryClient.setQueryData<AddressBook>(fundingKeys.addressBook(), parsed.data);
      void queryClient.invalidateQueries({ queryKey: fundingKeys.addressBook() });
    },
  });
}

/** `POST /custodial/address-book`, with step-up. */
export function useSaveAddress() {
  return useBookMutation((request: SavedAddressRequest) =>
    apiClient.post('/custodial/address-book', request, savedAddressSchema),
  );
}

/** `DELETE /custodial/address-book/{id}`. */
export function useRemoveAddress() {
  return useBookMutation((addressId: string) =>
    apiClient.delete(`/custodial/address-book/${encodeURIComponent(addressId)}`, addressBookSchema),
  );
}

/** `PUT /custodial/address-book/settings`: turning "saved only" off needs step-up. */
export function useAddressBookSettings() {
  return useBookMutation((request: { savedOnly: boolean } & StepUpProof) =>
    apiClient.put('/custodial/address-book/settings', request, addressBookSchema),
  );
}
