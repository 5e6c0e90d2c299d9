import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client.js';
import { permissionListSchema, userSchema } from '../contracts/user.js';
import { sessionKeys } from '../query/query-keys.js';

/** `GET /user`: the signed-in person. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => apiClient.get('/user', userSchema, { signal }),
    staleTime: 30_000,
  });
}

/** `GET /user/permissions`: what the server lets this person do right now. */
export function permissionsQueryOptions() {
  return queryOptions({
    queryKey: sessionKeys.permissions(),
    queryFn: ({ signal }) => apiClient.get('/user/permissions', permissionListSchema, { signal }),
    select: (permissions) => permissions.map((permission) => permission.type),
    staleTime: 30_000,
  });
}
