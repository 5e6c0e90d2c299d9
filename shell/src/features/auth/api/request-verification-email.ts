import { useMutation } from '@tanstack/react-query';
import { apiClient, sentSchema } from '@wattle/shared';

/** `POST /user/verify/email/request`: sends a new verification link. */
export function requestVerificationEmail(email: string) {
  return apiClient.post('/user/verify/email/request', { email }, sentSchema);
}

export function useRequestVerificationEmail() {
  return useMutation({ mutationFn: requestVerificationEmail });
}
