import { useQueryClient } from '@tanstack/react-query';
import {
  ANALYTICS_EVENTS,
  analytics,
  apiClient,
  clearToken,
  currentUserQueryOptions,
  getToken,
  isTokenExpired,
  onSessionEnded,
  setToken,
  showToast,
  subscribeToken,
  type User,
} from '@wattle/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { notificationsQueryOptions } from '@/lib/api/get-notifications';
import { KEEP_ON_LOGOUT } from '@/lib/query-meta';
import { createSessionController } from './session-controller';
import { endedSessionMessage } from './session-messages';
import { SessionControllerContext } from './use-session-controller';

/** Owns the session for the whole shell: start, login, logout, and a 401 with a reason. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [controller] = useState(() =>
    createSessionController({
      storeToken: setToken,
      discardToken: clearToken,
      loadIdentity: () =>
        Promise.all([
          queryClient.fetchQuery(currentUserQueryOptions()),
          queryClient.fetchQuery(notificationsQueryOptions()),
        ]),
      clearIdentity: () =>
        queryClient.removeQueries({ predicate: (query) => query.meta?.[KEEP_ON_LOGOUT] !== true }),
      notifyServer: () => apiClient.post('/auth/logout', undefined, z.unknown()),
      // Leave a protected page first: otherwise its guard sends the visitor to /login.
      redirectHome: () => navigate('/', { replace: true, flushSync: true }),
      trackSignIn: () => {
        const user = queryClient.getQueryData<User>(currentUserQueryOptions().queryKey);
        if (user) analytics.identify(user.userId, { role: user.role });
        analytics.track(ANALYTICS_EVENTS.signIn, { method: 'password' });
      },
      announce: (message) => showToast('info', message),
    }),
  );

  useEffect(() => {
    const token = getToken();
    if (token) void controller.send({ type: 'TOKEN_FOUND', expired: isTokenExpired(token) });
    const stopEnded = onSessionEnded(
      (error) =>
        void controller.send({
          type: 'SESSION_ENDED',
          message: endedSessionMessage(error.body.reason),
        }),
    );
    const stopToken = subscribeToken(() => {
      const current = getToken();
      void controller.send(
        current
          ? { type: 'TOKEN_FOUND', expired: isTokenExpired(current) }
          : { type: 'TOKEN_GONE' },
      );
    });
    return () => {
      stopEnded();
      stopToken();
    };
  }, [controller]);

  return <SessionControllerContext value={controller}>{children}</SessionControllerContext>;
}
