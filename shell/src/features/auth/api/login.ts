import { useMutation } from '@tanstack/react-query';
import { apiClient, loginResponseSchema, type LoginRequest } from '@wattle/shared';

/** `POST /auth/login`: a token, or a request for the authenticator code. */
export function login(credentials: LoginRequest) {
  return apiClient.post('/auth/login', credentials, loginResponseSchema);
}

export function useLoginRequest() {
  return useMutation({ mutationFn: login });
}
