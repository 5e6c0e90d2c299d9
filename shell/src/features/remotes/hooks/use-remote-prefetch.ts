import { useSession } from '@wattle/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { remotesToPrefetch, whenIdle, whenNetworkQuiet } from '../lib/prefetch-plan';
import { prefetchRemoteApp, remoteLoadsSettled } from '../lib/remote-registry';

/**
 * After first paint, on idle, fetches the remotes this visitor or customer is likely
 * to open next (prefetch-plan.ts), so entering one does not wait on the network.
 */
export function useRemotePrefetch(): void {
  const { status } = useSession();
  const { pathname } = useLocation();
  const remotes = remotesToPrefetch(status, pathname).join(',');
  useEffect(() => {
    if (!remotes) return;
    let cancel = () => {};
    let cancelled = false;
    // The page on screen first: its remote, then its own fetches, then an idle moment.
    void remoteLoadsSettled().then(() => {
      if (cancelled) return;
      cancel = whenNetworkQuiet(() => {
        cancel = whenIdle(() => {
          for (const remote of remotes.split(',') as ReturnType<typeof remotesToPrefetch>) {
            void prefetchRemoteApp(remote);
          }
        });
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [remotes]);
}
