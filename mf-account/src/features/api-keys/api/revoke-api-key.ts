import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiKeySchema } from '@wattle/shared';
import { apiKeyKeys } from '@/lib/query-keys';

export function revokeApiKey(keyId: string) {
  return apiClient.delete(`/user/api-keys/${encodeURIComponent(keyId)}`, apiKeySchema);
}

/** `DELETE /user/api-keys/{keyId}`: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
