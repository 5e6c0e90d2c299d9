import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  emailChangedSchema,
  emailChangeSentSchema,
  sessionKeys,
  type EmailChangeRequest,
} from '@wattle/shared';
import { moneyOutKeys } from '@/lib/query-keys';

/** `POST /user/email/change`: a code goes to the new address. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeRequest) =>
      apiClient.post('/user/email/change', input, emailChangeSentSchema),
  });
}

/** `POST /user/email/confirm`: the new address is the account's; the security hold starts. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiClient.post('/user/email/confirm', { code }, emailChangedSchema),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
        queryClient.invalidateQueries({ queryKey: moneyOutKeys.all }),
      ]);
    },
  });
}
