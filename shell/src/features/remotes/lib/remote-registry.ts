import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
// The entry bundles this file (see first-remote.ts): values come from the import-free boot module.
import type { RemoteAppModule } from '@wattle/shared';
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName } from '@wattle/shared/boot';
import { completeChakra } from './complete-chakra';
import { loadReporter } from './load-reports';
import { needsPlugin } from './needs-plugin';
import {
  applyOverrideChoice,
  OVERRIDES_STORAGE_KEY,
  resolveRemoteOverrides,
  withoutOverrideParams,
  type OverrideChoice,
  type RemoteSettings,
  type ResolvedRemotes,
} from './remote-overrides';
import { retryPlugin } from './retry-plugin';

let settings: RemoteSettings | null = null;
let resolved: ResolvedRemotes | null = null;
let registered = false;
let markRegistered: () => void = () => undefined;
/** Settles once the remotes are registered: at start, or when pending overrides are answered. */
const registration = new Promise<void>((resolve) => {
  markRegistered = resolve;
});
const listeners = new Set<() => void>();

function remoteEntries(urls: ResolvedRemotes['urls']) {
  return REMOTE_NAMES.map((remote) => ({ name: REMOTE_CONTAINERS[remote], entry: urls[remote] }));
}

function remember(stored: ResolvedRemotes['stored']): void {
  if (Object.keys(stored).length > 0) {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(stored));
  } else {
    localStorage.removeItem(OVERRIDES_STORAGE_KEY);
  }
}

function register(remotes: ResolvedRemotes): void {
  registerRemotes(remoteEntries(remotes.urls));
  registered = true;
  markRegistered();
}

/**
 * Registers the four remotes at runtime, applying staging overrides — once: the entry may have
 * done it already to start the first page's remote early. While an override from the address
 * waits for confirmation nothing is registered, so no remote (the override's or the configured
 * one) runs before the person has answered.
 */
export function registerWattleRemotes(config: RemoteSettings): ResolvedRemotes {
  if (resolved) return resolved;
  settings = config;
  resolved = resolveRemoteOverrides(
    config,
    window.location.search,
    localStorage.getItem(OVERRIDES_STORAGE_KEY),
  );
  // A stored override whose origin is no longer allowed is forgotten here.
  remember(resolved.stored);
  const clean = withoutOverrideParams(window.location.href);
  if (clean !== window.location.href) window.history.replaceState(window.history.state, '', clean);
  for (const { remote, url } of resolved.rejected) {
    console.warn(`Refused override of ${remote}: ${url} is not an allowed origin`);
  }
  registerPlugins([
    retryPlugin(),
    needsPlugin({
      report: loadReporter(config.apiUrl, config.environment),
      complete: completeChakra,
    }),
  ]);
  if (resolved.pending.length === 0) register(resolved);
  return resolved;
}

/** The person's answer to the confirmation dialog: loads (and maybe remembers) or drops them. */
export function answerPendingOverrides(choice: OverrideChoice): void {
  if (!settings || !resolved || registered) return;
  resolved = applyOverrideChoice(settings, resolved, choice);
  remember(resolved.stored);
  register(resolved);
  for (const listener of listeners) listener();
}

export function currentRemotes(): ResolvedRemotes | null {
  return resolved;
}

/** For useSyncExternalStore: called when the pending overrides are answered. */
export function subscribeToRemotes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): void {
  if (!resolved || !registered) return;
  registerRemotes([{ name: REMOTE_CONTAINERS[remote], entry: resolved.urls[remote] }], {
    force: true,
  });
}

export type { RemoteAppModule };

/** Starts downloading a remote's manifest, entry and `./App` chunks, without running them. */
export async function preloadRemoteApp(remote: RemoteName): Promise<void> {
  // Only a head start: with overrides awaiting an answer, the route's own load waits for it.
  if (!registered) return;
  await preloadRemote([
    {
      nameOrAlias: REMOTE_CONTAINERS[remote],
      exposes: ['./App'],
      resourceCategory: 'sync',
      share: false,
    },
  ]);
}

export async function loadRemoteApp(remote: RemoteName): Promise<RemoteAppModule> {
  await registration;
  const module = await loadRemote<RemoteAppModule>(`${REMOTE_CONTAINERS[remote]}/App`);
  if (!module?.App) throw new Error(`${remote} did not expose an App`);
  return module;
}

const loads = new Map<string, Promise<RemoteAppModule>>();

/**
 * One load per remote and attempt (Retry is a new attempt): route changes inside a remote,
 * and a page that opens a remote already fetched ahead, keep its module.
 */
export function loadRemoteAppOnce(remote: RemoteName, attempt: number): Promise<RemoteAppModule> {
  const key = `${remote}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = settledForReact(loadRemoteApp(remote));
    loads.set(key, load);
  }
  return load;
}

/**
 * Marks the promise with its outcome the way React's `use` reads it, so a remote fetched
 * ahead renders at once: `use` suspends on a promise it has not seen settle, even one that
 * already has, and React then holds the page back behind its fallback (up to 300 ms).
 */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  void promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Resolves once every remote load started so far has finished, whichever way. */
export async function remoteLoadsSettled(): Promise<void> {
  await Promise.allSettled([...loads.values()]);
}

const prefetched = new Set<RemoteName>();

/**
 * Fetches a remote ahead of the first visit, once: its manifest, entry and `./App`'s own
 * chunks (downloaded, not run), then runs `./App` itself and the pages it names as the ones a
 * customer opens it at (`preloadPages`), so entering the remote later renders at once. Other
 * async chunks stay on demand: among them are the ones loaded only on a person's action, such
 * as zxcvbn's large dictionary behind the password meter. A failure is forgotten: the visit
 * loads it afresh and shows the remote's fallback with Retry if it fails again.
 */
export async function prefetchRemoteApp(remote: RemoteName): Promise<void> {
  // Nothing ahead of an answer to pending overrides (see registerWattleRemotes).
  if (!registered || prefetched.has(remote)) return;
  prefetched.add(remote);
  try {
    await preloadRemote([
      {
        nameOrAlias: REMOTE_CONTAINERS[remote],
        exposes: ['./App'],
        resourceCategory: 'sync',
        share: false,
      },
    ]);
    const { preloadPages } = await loadRemoteAppOnce(remote, 0);
    // A page that fails to arrive now is loaded again when it is opened (lazyPage).
    await preloadPages?.().catch(() => undefined);
  } catch {
    loads.delete(`${remote}#0`);
    prefetched.delete(remote);
    resetRemote(remote);
  }
}

export function clearRemoteOverrides(): void {
  localStorage.removeItem(OVERRIDES_STORAGE_KEY);
  window.location.reload();
}
