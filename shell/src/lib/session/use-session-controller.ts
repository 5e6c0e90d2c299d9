import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { SessionController } from './session-controller';
import type { SessionState } from './session-machine';

export const SessionControllerContext = createContext<SessionController | null>(null);

export function useSessionController(): SessionController {
  const controller = useContext(SessionControllerContext);
  if (!controller) throw new Error('useSessionController needs the SessionProvider above it');
  return controller;
}

export function useSessionState(): SessionState {
  const controller = useSessionController();
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
}

/** Logout: tells the server, forgets the token and identity, returns to `/`. */
export function useLogout(): (options?: { redirect?: boolean }) => Promise<void> {
  const controller = useSessionController();
  return useCallback(
    ({ redirect = true } = {}) => controller.send({ type: 'LOGOUT', redirect }),
    [controller],
  );
}

/** Login: stores the token, loads the user, records the sign-in. */
export function useLogin(): (token: string) => Promise<void> {
  const controller = useSessionController();
  return useCallback((token) => controller.send({ type: 'LOGIN', token }), [controller]);
}
