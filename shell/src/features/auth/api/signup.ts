import { useMutation } from '@tanstack/react-query';
import { apiClient, signupAcceptedSchema, type SignupRequest } from '@wattle/shared';

/**
 * `POST /auth/signup`: creates the account and sends the verification e-mail. A known address
 * gets the same answer (its owner is e-mailed instead), so the page always says "check your
 * e-mail".
 */
export function signup(details: SignupRequest) {
  return apiClient.post('/auth/signup', details, signupAcceptedSchema);
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
