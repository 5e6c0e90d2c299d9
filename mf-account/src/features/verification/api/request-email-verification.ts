import { useMutation } from '@tanstack/react-query';
import { apiClient, sentSchema } from '@wattle/shared';

/** `POST /user/verify/email/request`: sends the verification e-mail again. */
export function requestEmailVerification(email: string) {
  return apiClient.post('/user/verify/email/request', { email }, sentSchema);
}

export function useRequestEmailVerification() {
  return useMutation({ mutationFn: requestEmailVerification });
}
