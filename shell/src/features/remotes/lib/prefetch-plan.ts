import type { RemoteName, SessionStatus } from '@wattle/shared';

/** A customer's sections: the dashboard and balance, the profile, the history. */
const CUSTOMER_REMOTES: readonly RemoteName[] = ['trading', 'account', 'history'];
/** Pages a visitor leaves by signing in, which lands on the dashboard. */
const SIGN_IN_PATHS = ['/login', '/signup'];

/**
 * The remotes worth fetching ahead once the page has painted: every section of a signed-in
 * customer (the first visit to each then needs no round trip), and the dashboard's for a
 * visitor on the sign-in pages. Nothing for anyone else, nor before the session is known.
 */
export function remotesToPrefetch(status: SessionStatus, pathname: string): RemoteName[] {
  if (status === 'authenticated') return [...CUSTOMER_REMOTES];
  if (status === 'anonymous' && SIGN_IN_PATHS.includes(pathname)) return ['trading'];
  return [];
}

/**
 * Runs `task` once the page has stopped fetching — no resource has finished for `quietMs` —
 * or after `maxWaitMs` at the latest: the page on screen (its route's chunks, its data, its
 * fonts and images) keeps the network to itself.
 */
export function whenNetworkQuiet(task: () => void, quietMs = 400, maxWaitMs = 5000): () => void {
  const started = performance.now();
  const lastFinished = () =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce(
      (latest, entry) => Math.max(latest, entry.responseEnd),
      0,
    );
  let handle = 0;
  const check = () => {
    const now = performance.now();
    if (now - lastFinished() >= quietMs || now - started >= maxWaitMs) task();
    else handle = window.setTimeout(check, quietMs / 2);
  };
  handle = window.setTimeout(check, quietMs / 2);
  return () => window.clearTimeout(handle);
}

/** Runs `task` when the browser is idle (after first paint), or within `timeout` ms. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
