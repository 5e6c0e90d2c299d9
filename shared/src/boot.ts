/**
 * What a host needs before any shared module has loaded — to start the first page's remote
 * downloading alongside its own chunks. A host bundles this file into its entry, so it must
 * stay import-free: no zod, no React.
 */
export const REMOTE_NAMES = ['marketing', 'trading', 'account', 'history'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container names: what each remote calls itself in its build. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  marketing: 'wattle_marketing',
  trading: 'wattle_trading',
  account: 'wattle_account',
  history: 'wattle_history',
};

/**
 * Development also accepts a remote override from these hosts, on any port, without listing
 * them in `remoteOverrideOrigins` (the shell's check and the page's CSP both use this list).
 */
export const DEVELOPMENT_OVERRIDE_HOSTS = ['localhost', '127.0.0.1'] as const;

/** Where the session token lives in localStorage. */
export const TOKEN_STORAGE_KEY = 'wattle.token';

/** `/config.json` as served, unvalidated: loadRuntimeConfig() checks it before anyone uses it. */
export async function fetchRuntimeConfigJson(url = '/config.json'): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return response.json();
}
