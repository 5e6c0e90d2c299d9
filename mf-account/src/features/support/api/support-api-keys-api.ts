import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiKeyListSchema, apiKeySchema } from '@wattle/shared';
import { supportKeys } from '@/lib/query-keys';

const keysPath = (userId: string) => `/support/users/${encodeURIComponent(userId)}/api-keys`;

/** `GET /support/users/{userId}/api-keys`: the customer's keys, never a secret (audited). */
export const customerApiKeysQuery = (userId: string) =>
  queryOptions({
    queryKey: supportKeys.customerApiKeys(userId),
    queryFn: ({ signal }) => apiClient.get(keysPath(userId), apiKeyListSchema, { signal }),
  });

/** `POST /support/users/{userId}/api-keys/{keyId}/revoke`, with a reason (audited). */
export function revokeCustomerApiKey(userId: string, keyId: string, reason: string) {
  return apiClient.post(
    `${keysPath(userId)}/${encodeURIComponent(keyId)}/revoke`,
    { reason },
    apiKeySchema,
  );
}
