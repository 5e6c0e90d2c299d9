import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  trustedContactSchema,
  trustedContactStatusSchema,
  type TrustedContactRequest,
} from '@wattle/shared';
import { z } from 'zod';
import { moneyOutKeys } from '@/lib/query-keys';

/** `GET /user/trusted-contact`: the contact, or null. */
export const trustedContactQueryOptions = () =>
  queryOptions({
    queryKey: moneyOutKeys.trustedContact(),
    queryFn: () => apiClient.get('/user/trusted-contact', trustedContactStatusSchema),
  });

export function useTrustedContact() {
  return useQuery(trustedContactQueryOptions());
}

/** Saving or removing may start the security hold: both are read again. */
function useContactMutation<TInput, TResult>(run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.trustedContact() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.securityHold() }),
      ]);
    },
  });
}

/** `PUT /user/trusted-contact`. */
export function useSaveTrustedContact() {
  return useContactMutation((input: TrustedContactRequest) =>
    apiClient.put('/user/trusted-contact', input, trustedContactSchema),
  );
}

/** `DELETE /user/trusted-contact`. */
export function useRemoveTrustedContact() {
  return useContactMutation(() =>
    apiClient.delete('/user/trusted-contact', z.object({ removed: z.literal(true) })),
  );
}
