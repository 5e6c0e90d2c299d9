import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, sessionKeys, userSchema, type User } from '@wattle/shared';

export function updatePreferredName(preferredName: string): Promise<User> {
  return apiClient.patch('/user/update/preferred-name', { preferredName }, userSchema);
}

/** `PATCH /user/update/preferred-name`; the answer is the person, so every screen shows it. */
export function useUpdatePreferredName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferredName,
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.user(), user),
  });
}
