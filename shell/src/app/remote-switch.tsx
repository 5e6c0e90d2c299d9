import { NotFoundRedirect, PageSpinner, useSession } from '@wattle/shared';
import { useLocation } from 'react-router-dom';
import { RemoteOutlet } from '@/features/remotes/components/remote-outlet';
import { RequireSession } from '@/lib/session/require-session';
import { remoteRouteFor } from './remote-routes';

/** `/`: the dashboard for a signed-in customer, the marketing home for a visitor. */
function HomeRoute() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner />;
  return <RemoteOutlet remote={session.status === 'authenticated' ? 'trading' : 'marketing'} />;
}

/** Everything the shell does not own: `/`, and each first path segment a remote owns. */
export function RemoteSwitch() {
  const { pathname } = useLocation();
  if (pathname === '/') return <HomeRoute />;
  const route = remoteRouteFor(pathname);
  if (!route) return <NotFoundRedirect />;
  const outlet = <RemoteOutlet remote={route.remote} />;
  return route.requiresSession ? <RequireSession>{outlet}</RequireSession> : outlet;
}
