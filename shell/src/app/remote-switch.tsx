import { NotFoundRedirect, PageSpinner, useSession } from '@wattle/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '@/features/remotes/components/remote-outlet';
import { prefetchRemoteApp } from '@/features/remotes/lib/remote-registry';
import { RequireSession } from '@/lib/session/require-session';
import { remoteBesideSessionCheck, remoteRouteFor } from './remote-routes';

/**
 * What a signed-in page shows while its remote loads: a screen tall, as those pages are, so
 * the footer stays below the fold instead of showing and then jumping down (issue 14).
 */
const SIGNED_IN_FALLBACK = <PageSpinner minH="100vh" />;

/** `/`: the dashboard for a signed-in customer, the marketing home for a visitor. */
function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'authenticated') {
    return <RemoteOutlet remote="trading" fallback={SIGNED_IN_FALLBACK} />;
  }
  return <RemoteOutlet remote="marketing" />;
}

/**
 * While a stored session is checked, the page's remote and its landing pages load beside the
 * check instead of after it: a customer's first page then renders as soon as the session is
 * known, without a loading state of its own (issue 14). Its code is public; a session that
 * turns out to have ended only cost the download.
 */
function useRemoteBesideSessionCheck(pathname: string) {
  const remote = remoteBesideSessionCheck(useSession().status, pathname);
  useEffect(() => {
    if (remote) void prefetchRemoteApp(remote);
  }, [remote]);
}

/** Everything the shell does not own: `/`, and each first path segment a remote owns. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  useRemoteBesideSessionCheck(pathname);
  if (pathname === '/') return <HomeRoute />;
  const route = remoteRouteFor(pathname);
  if (!route) return <NotFoundRedirect />;
  if (!route.requiresSession) return <RemoteOutlet remote={route.remote} />;
  return (
    <RequireSession>
      <RemoteOutlet remote={route.remote} fallback={SIGNED_IN_FALLBACK} />
    </RequireSession>
  );
}
