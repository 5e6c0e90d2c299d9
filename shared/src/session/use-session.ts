import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useSyncExternalStore } from 'react';
import type { PermissionType, User } from '../contracts/user.js';
import { currentUserQueryOptions, permissionsQueryOptions } from './session-queries.js';
import { getServerToken, getToken, liveToken, subscribeToken } from './token-store.js';

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, getServerToken);
}

/**
 * The stored token while it has not expired: what the session's data is asked for with. An
 * expired one is never sent for it: the shell is about to end that session.
 */
export function useLiveToken(): string | null {
  return liveToken(useToken());
}

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface Session {
  status: SessionStatus;
  token: string | null;
  user: User | undefined;
  permissions: readonly PermissionType[];
  can: (permission: PermissionType) => boolean;
}

/**
 * The session every remote reads: the token from localStorage and the user and permissions
 * from the shared query cache. The shell decides what happens when it ends.
 */
export function useSession(): Session {
  const token = useToken();
  const live = liveToken(token) !== null;
  const user = useQuery({ ...currentUserQueryOptions(), enabled: live });
  const permissions = useQuery({ ...permissionsQueryOptions(), enabled: live });
  const granted = permissions.data ?? [];
  let status: SessionStatus = 'authenticated';
  if (token === null) status = 'anonymous';
  else if (user.isPending) status = 'loading';
  else if (user.isError) status = 'error';
  return {
    status,
    token,
    user: token === null ? undefined : user.data,
    permissions: granted,
    can: (permission) => granted.includes(permission),
  };
}

/**
 * `status`, except that becoming 'authenticated' reaches the caller in a background render,
 * not in the blocking one the user's answer starts (a query's answer always renders at once).
 * For the parts whose signed-in render is long (the page a session check guards, the header's
 * links): meanwhile they stay as they are while the session loads, and the browser can paint and
 * answer taps while the signed-in render runs in slices. Only the way in waits: an ending
 * session reaches the caller at once.
 */
export function useDeferredSignIn(status: SessionStatus): SessionStatus {
  const deferred = useDeferredValue(status);
  return status === 'authenticated' && deferred !== 'authenticated' ? 'loading' : status;
}
