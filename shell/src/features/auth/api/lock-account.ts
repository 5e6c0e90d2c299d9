import { useMutation } from '@tanstack/react-query';
import { apiClient, lockAccountResultSchema } from '@wattle/shared';

/** `POST /auth/lock-account`: the token from a security e-mail's link. */
export function lockAccount(token: string) {
  return apiClient.post('/auth/lock-account', { token }, lockAccountResultSchema, {
    withoutSession: true,
  });
}

/** A mutation behind a button: a mail scanner opening the link locks nothing. */
export function useLockAccount() {
  return useMutation({ mutationFn: lockAccount });
}
