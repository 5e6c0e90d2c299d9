import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiKeyCreatedSchema, type ApiKeyCreateRequest } from '@wattle/shared';
import { apiKeyKeys } from '@/lib/query-keys';

export function createApiKey(request: ApiKeyCreateRequest) {
  return apiClient.post('/user/api-keys', request, apiKeyCreatedSchema);
}

/** `POST /user/api-keys`, with step-up: the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
