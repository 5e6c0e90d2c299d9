import type { RemoteName } from '@wattle/shared';
import {
  REMOTE_NAMES,
  REMOTE_PATHS,
  SESSION_START_PATHS,
  TRADING_PAGE_REQUESTS,
} from '@wattle/shared/boot';
import { COINS } from '@wattle/shared/coins';

export interface RemoteRoute {
  remote: RemoteName;
  /** Being signed in is the only requirement (docs/product/screens.md#signed-in-routes). */
  requiresSession: boolean;
}

/** Every section of the trading, account and history remotes needs a session. */
const routeOf = (remote: RemoteName): RemoteRoute => ({
  remote,
  requiresSession: remote !== 'marketing',
});

/**
 * Which remote owns each first path segment: the segments each remote's `./App` has agreed to
 * serve (docs/deploying-a-remote.md#the-app-contract). The shell owns the rest (sign-in pages,
 * notifications); anything unknown goes to the API's not-found page.
 */
export const REMOTE_ROUTES: Readonly<Record<string, RemoteRoute>> = {
  ...Object.fromEntries(
    REMOTE_NAMES.flatMap((remote) =>
      REMOTE_PATHS[remote].map((segment) => [segment, routeOf(remote)]),
    ),
  ),
  // `{token}`: a coin's short path (`/btc`) reaches its buy page
  // (docs/product/screens.md#public-routes).
  ...Object.fromEntries(COINS.map((coin) => [coin.assetId, routeOf('marketing')])),
};

/** The shell's own pages (router.tsx's SHELL_ROUTES): with REMOTE_ROUTES, every first segment. */
export const SHELL_PAGE_SEGMENTS = [
  'login',
  // `/staff/login`, the staff door.
  'staff',
  'signup',
  'forgot-password',
  'password-reset',
  'verify',
  'lock-account',
  'notifications',
] as const;

export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  const segment = pathname.split('/')[1] ?? '';
  return Object.hasOwn(REMOTE_ROUTES, segment) ? REMOTE_ROUTES[segment] : undefined;
}

/**
 * Whether `/` starts as the dashboard, guessed before the session has loaded: a stored token
 * stands for a customer, who is shown the dashboard there instead of the (prerendered)
 * marketing home. RemoteSwitch decides for real once the session is known.
 */
export function dashboardAtHome(pathname: string, hasToken: boolean): boolean {
  return pathname === '/' && hasToken;
}

/** The remote that shows the page at `pathname` first, guessed before the session has loaded. */
export function firstRemoteFor(pathname: string, hasToken: boolean): RemoteName | undefined {
  if (dashboardAtHome(pathname, hasToken)) return 'trading';
  if (pathname === '/') return 'marketing';
  return remoteRouteFor(pathname)?.remote;
}

/**
 * The remote to load beside the check of a stored session, before its answer: the one that
 * shows the page once the session is known. None for a visitor, whose page loads its remote
 * the usual way.
 */
export function remoteBesideSessionCheck(
  hasToken: boolean,
  pathname: string,
): RemoteName | undefined {
  return hasToken ? firstRemoteFor(pathname, true) : undefined;
}

/**
 * The GETs a stored session's first page makes first, for the entry to send before the app
 * has started (boot.ts, sendEarlyRequests): the session's own on every page, and the page's
 * own on mf-trading's pages (`/` is the dashboard). One nobody asks for in time is dropped.
 */
export function earlyRequestsFor(pathname: string): string[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = dashboardAtHome(path, true) ? '/dashboard' : path;
  return [...SESSION_START_PATHS, ...(TRADING_PAGE_REQUESTS[page] ?? [])];
}
