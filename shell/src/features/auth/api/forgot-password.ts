import { useMutation } from '@tanstack/react-query';
import { apiClient, sentSchema } from '@wattle/shared';

/** `POST /user/forgot-password`: answers `sent` whether or not the e-mail has an account. */
export function requestPasswordReset(email: string) {
  return apiClient.post('/user/forgot-password', { email }, sentSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
