import type { RuntimeConfig } from '@wattle/shared';
// The entry bundles this file (see first-remote.ts): values come from the import-free boot module.
import { DEVELOPMENT_OVERRIDE_HOSTS, REMOTE_NAMES, type RemoteName } from '@wattle/shared/boot';

export const OVERRIDES_STORAGE_KEY = 'wattle.remoteOverrides';
/** `?remote.trading=https://…/mf-manifest.json` overrides one remote; `?remote.reset` clears. */
export const OVERRIDE_PARAM_PREFIX = 'remote.';
export const RESET_PARAM = 'remote.reset';

export type RemoteUrls = Record<RemoteName, string>;
/**
 * The part of the runtime config that decides where each remote is loaded from, and where
 * its loads are reported.
 */
export type RemoteSettings = Pick<
  RuntimeConfig,
  'environment' | 'remotes' | 'remoteOverrideOrigins' | 'apiUrl'
>;
export type StoredOverrides = Partial<Record<RemoteName, string>>;
export interface OverrideRequest {
  remote: RemoteName;
  url: string;
}

/** What the person chose for overrides from the address: this page load, every visit, or none. */
export type OverrideChoice = 'once' | 'remember' | 'cancel';

export interface ResolvedRemotes {
  urls: RemoteUrls;
  /** Remotes whose URL differs from the runtime config, for the banner. */
  overridden: RemoteName[];
  /** Overrides refused (never loaded) because their origin is not allowed here. */
  rejected: OverrideRequest[];
  /** What to keep in localStorage for the next visit. */
  stored: StoredOverrides;
  /** Allowed overrides from the address that wait for the person's confirmation: not loaded yet. */
  pending: OverrideRequest[];
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

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether an override may load code from `url`. A remote runs in the shell's origin with the
 * customer's token, so in every environment only the configured `remoteOverrideOrigins` are
 * trusted; development also trusts localhost on any port. Anything unknown fails closed.
 */
export function isAllowedOverride(url: string, config: RemoteSettings): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  if (
    config.environment === 'development' &&
    (DEVELOPMENT_OVERRIDE_HOSTS as readonly string[]).includes(parsed.hostname)
  ) {
    return true;
  }
  return config.remoteOverrideOrigins.some((origin) => originOf(origin) === parsed.origin);
}

function withUrls(
  config: RemoteSettings,
  applied: StoredOverrides,
): Pick<ResolvedRemotes, 'urls' | 'overridden'> {
  const urls: RemoteUrls = { ...config.remotes, ...applied };
  const overridden = REMOTE_NAMES.filter((remote) => urls[remote] !== config.remotes[remote]);
  return { urls, overridden };
}

/**
 * Staging swaps a remote without rebuilding the shell. What localStorage remembers is checked
 * again on every load (an origin removed from the config stops loading); an allowed override
 * from the address is only pending until the person confirms it (`applyOverrideChoice`); a
 * refused one is reported and never loaded.
 */
export function resolveRemoteOverrides(
  config: RemoteSettings,
  search: string,
  storedRaw: string | null,
): ResolvedRemotes {
  const params = new URLSearchParams(search);
  const rejected: OverrideRequest[] = [];
  const stored: StoredOverrides = {};
  const remembered = params.has(RESET_PARAM) ? {} : parseStored(storedRaw);
  for (const remote of REMOTE_NAMES) {
    const url = remembered[remote];
    if (url === undefined) continue;
    if (isAllowedOverride(url, config)) stored[remote] = url;
    else rejected.push({ remote, url });
  }
  const requested: StoredOverrides = {};
  for (const [key, value] of params) {
    if (!key.startsWith(OVERRIDE_PARAM_PREFIX) || key === RESET_PARAM) continue;
    const remote = key.slice(OVERRIDE_PARAM_PREFIX.length);
    if (!isRemoteName(remote)) continue;
    if (value === '') {
      delete stored[remote];
      delete requested[remote];
    } else requested[remote] = value;
  }
  const pending: OverrideRequest[] = [];
  for (const remote of REMOTE_NAMES) {
    const url = requested[remote];
    if (url === undefined || url === stored[remote]) continue;
    if (isAllowedOverride(url, config)) pending.push({ remote, url });
    else rejected.push({ remote, url });
  }
  return { ...withUrls(config, stored), rejected, stored, pending };
}

/** Applies the person's answer to the pending overrides; nothing is pending afterwards. */
export function applyOverrideChoice(
  config: RemoteSettings,
  resolved: ResolvedRemotes,
  choice: OverrideChoice,
): ResolvedRemotes {
  const chosen: StoredOverrides =
    choice === 'cancel'
      ? {}
      : Object.fromEntries(resolved.pending.map(({ remote, url }) => [remote, url]));
  const stored = choice === 'remember' ? { ...resolved.stored, ...chosen } : resolved.stored;
  return {
    ...withUrls(config, { ...resolved.stored, ...chosen }),
    rejected: resolved.rejected,
    stored,
    pending: [],
  };
}

/** The page URL without override parameters, once they are read. */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (key.startsWith(OVERRIDE_PARAM_PREFIX)) url.searchParams.delete(key);
  }
  return url.toString();
}
