import { useMutation } from '@tanstack/react-query';
import { apiClient, userSchema, type SignupRequest } from '@wattle/shared';

/** `POST /auth/signup`: creates the account and sends the verification e-mail. */
export function signup(details: SignupRequest) {
  return apiClient.post('/auth/signup', details, userSchema);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
