import { useMutation } from '@tanstack/react-query';
import { apiClient, passwordChangedSchema } from '@wattle/shared';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: ChangePasswordInput) {
  return apiClient.post('/user/password', input, passwordChangedSchema);
}

/** `POST /user/password`: this session stays, every other one ends. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
