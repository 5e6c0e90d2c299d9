import { useMutation } from '@tanstack/react-query';
import { apiClient, twoFactorResetReceiptSchema, type TwoFactorResetRequest } from '@wattle/shared';

/**
 * `POST /auth/two-factor-reset`: asks support to reset two-factor, with the password and the
 * identity answers; answers when support replies and how long the hold after a reset lasts.
 */
export function requestTwoFactorReset(request: TwoFactorResetRequest) {
  return apiClient.post('/auth/two-factor-reset', request, twoFactorResetReceiptSchema);
}

export function useRequestTwoFactorReset() {
  return useMutation({ mutationFn: requestTwoFactorReset });
}
