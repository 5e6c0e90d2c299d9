import { useMutation } from '@tanstack/react-query';
import { apiClient, passwordResetResultSchema } from '@wattle/shared';

/** `POST /auth/reset-password`: the single-use token from the e-mail and the new password. */
export function resetPassword(input: { token: string; password: string }) {
  return apiClient.post('/auth/reset-password', input, passwordResetResultSchema);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
