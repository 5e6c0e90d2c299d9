import { useSyncExternalStore } from 'react';
import { currentRemotes, subscribeToRemotes } from '../lib/remote-registry';

/** Where the remotes come from, re-rendering when pending overrides are answered. */
export function useRemoteOverrides() {
  return useSyncExternalStore(subscribeToRemotes, currentRemotes, currentRemotes);
}
