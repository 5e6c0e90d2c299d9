import { useMutation } from '@tanstack/react-query';
import { apiClient, loginResponseSchema, type LoginRequest } from '@wattle/shared';

/**
 * `POST /auth/login` (or `/auth/login-admin` for support and admin staff): a token, or a
 * request for the authenticator code.
 */
export function login(credentials: LoginRequest, staff = false) {
  return apiClient.post(
    staff ? '/auth/login-admin' : '/auth/login',
    credentials,
    loginResponseSchema,
  );
}

export function useLoginRequest(staff = false) {
  return useMutation({ mutationFn: (credentials: LoginRequest) => login(credentials, staff) });
}
