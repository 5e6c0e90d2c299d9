import {
  NotFoundRedirect,
  PageFallback,
  PageSkeleton,
  useDeferredSignIn,
  useSession,
} from '@wattle/shared';
import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '@/features/remotes/components/remote-outlet';
import { RequireSession } from '@/lib/session/require-session';
import { remoteRouteFor } from './remote-routes';

/**
 * What a signed-in page shows while its remote loads: its prerendered frame, or a spinner a
 * screen tall, as those pages are, so the footer stays below the fold instead of showing and
 * then jumping down.
 */
const SIGNED_IN_FALLBACK = <PageFallback minH="100vh" />;

/** `/`: the dashboard for a signed-in customer, the marketing home for a visitor. */
function HomeRoute() {
  const status = useDeferredSignIn(useSession().status);
  if (status === 'loading') return <PageSkeleton framed />;
  if (status === 'authenticated') {
    return <RemoteOutlet remote="trading" fallback={SIGNED_IN_FALLBACK} />;
  }
  return <RemoteOutlet remote="marketing" />;
}

/** Everything the shell does not own: `/`, and each first path segment a remote owns. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
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
