import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  fundingKeys,
  withdrawAccountSchema,
  type StepUpProof,
  type WithdrawAccountRequest,
} from '@wattle/shared';

export function getWithdrawAccount(signal?: AbortSignal) {
  return apiClient.get('/banking/withdraw-account', withdrawAccountSchema.nullable(), { signal });
}

/** `GET /banking/withdraw-account`: where AUD withdrawals go (number masked), or null. */
export function withdrawAccountQueryOptions() {
  return queryOptions({
    queryKey: fundingKeys.withdrawAccount(),
    queryFn: ({ signal }) => getWithdrawAccount(signal),
  });
}

export function useWithdrawAccount() {
  return useQuery(withdrawAccountQueryOptions());
}

export type AccountDetails = Omit<WithdrawAccountRequest, 'otp' | 'password'>;

export function registerWithdrawAccount(details: AccountDetails & StepUpProof) {
  return apiClient.post('/banking/withdraw-account', details, withdrawAccountSchema);
}

/** `POST /banking/withdraw-account`: register or replace, with step-up. */
export function useRegisterWithdrawAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithdrawAccount,
    onSuccess: (account) => {
      queryClient.setQueryData(fundingKeys.withdrawAccount(), account);
      void queryClient.invalidateQueries({ queryKey: fundingKeys.withdrawAccount() });
    },
  });
}
