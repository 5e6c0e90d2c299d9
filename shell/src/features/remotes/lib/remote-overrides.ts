import type { RuntimeConfig } from '@wattle/shared';
// The entry bundles this file (see first-remote.ts): values come from the import-free boot module.
import { REMOTE_NAMES, type RemoteName } from '@wattle/shared/boot';

export const OVERRIDES_STORAGE_KEY = 'wattle.remoteOverrides';
/** `?remote.trading=https://…/mf-manifest.json` overrides one remote; `?remote.reset` clears. */
export const OVERRIDE_PARAM_PREFIX = 'remote.';
export const RESET_PARAM = 'remote.reset';

export type RemoteUrls = Record<RemoteName, string>;
/** The part of the runtime config that decides where each remote is loaded from. */
export type RemoteSettings = Pick<
  RuntimeConfig,
  'environment' | 'remotes' | 'remoteOverrideOrigins'
>;
export type StoredOverrides = Partial<Record<RemoteName, string>>;

export interface ResolvedRemotes {
  urls: RemoteUrls;
  /** Remotes whose URL differs from the runtime config, for the banner. */
  overridden: RemoteName[];
  /** Overrides refused because production only accepts allow-listed origins. */
  rejected: { remote: RemoteName; url: string }[];
  /** What to keep in localStorage for the next visit. */
  stored: StoredOverrides;
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

function parseStored(raw: string | null): StoredOverrides {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [RemoteName, string] =>
          isRemoteName(entry[0]) && typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

function allowed(url: string, config: RemoteSettings): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  // Loading code from an arbitrary URL is an attack: anything but development or staging —
  // production, or a config not yet validated — trusts only the listed origins.
  if (config.environment === 'development' || config.environment === 'staging') return true;
  return config.remoteOverrideOrigins.some((origin) => new URL(origin).origin === parsed.origin);
}

/**
 * Staging swaps a remote without rebuilding the shell: the query parameter wins over what
 * localStorage remembers, which wins over the runtime config.
 */
export function resolveRemoteOverrides(
  config: RemoteSettings,
  search: string,
  storedRaw: string | null,
): ResolvedRemotes {
  const params = new URLSearchParams(search);
  const requested: StoredOverrides = params.has(RESET_PARAM) ? {} : parseStored(storedRaw);
  for (const [key, value] of params) {
    if (!key.startsWith(OVERRIDE_PARAM_PREFIX) || key === RESET_PARAM) continue;
    const remote = key.slice(OVERRIDE_PARAM_PREFIX.length);
    if (!isRemoteName(remote)) continue;
    if (value === '') delete requested[remote];
    else requested[remote] = value;
  }
  const urls: RemoteUrls = { ...config.remotes };
  const stored: StoredOverrides = {};
  const rejected: ResolvedRemotes['rejected'] = [];
  for (const remote of REMOTE_NAMES) {
    const url = requested[remote];
    if (url === undefined) continue;
    if (!allowed(url, config)) {
      rejected.push({ remote, url });
      continue;
    }
    urls[remote] = url;
    stored[remote] = url;
  }
  const overridden = REMOTE_NAMES.filter((remote) => urls[remote] !== config.remotes[remote]);
  return { urls, overridden, rejected, stored };
}

/** The page URL without override parameters, once they are remembered. */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (key.startsWith(OVERRIDE_PARAM_PREFIX)) url.searchParams.delete(key);
  }
  return url.toString();
}
