import { PageFallback, useDeferredSignIn, useSession } from '@wattle/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Signed-in routes (docs/product/screens.md#signed-in-routes): visitors go to /login and come
 * back after signing in.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  // The page mounts in a background render once the user has loaded.
  const status = useDeferredSignIn(session.status);
  const location = useLocation();
  // 'error' is brief: the session controller logs out when the user cannot be loaded. The
  // page's prerendered frame stays, or a screen-tall spinner: the signed-in page it gives way
  // to is longer than that, so the footer stays below the fold rather than showing and then
  // jumping down.
  if (status === 'loading' || status === 'error') {
    return <PageFallback label="Loading your account" minH="100vh" />;
  }
  if (status !== 'authenticated') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return children;
}
