import { REMOTE_NAMES, type RemoteName } from '@wattle/shared/boot';
import type { RemoteSettings } from './remote-overrides';
import { preloadRemoteApp, registerWattleRemotes } from './remote-registry';

/**
 * The entry's head start. Without it the first page's remote is requested only after React,
 * Chakra and the router have downloaded and rendered — a chain of round trips before any
 * content. Everything this file imports is bundled into the entry, so none of it may import a
 * shared singleton (React, `@wattle/shared`): only types, `@wattle/shared/boot` and the MF runtime.
 */

const ENVIRONMENTS: readonly string[] = ['development', 'staging', 'production'];
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The remote settings of a config not yet validated, or null. Enough to register remotes: an
 * environment outside the known three is refused, and overrides fail closed on anything but
 * development or staging (remote-overrides.ts).
 */
export function remoteSettingsIn(json: unknown): RemoteSettings | null {
  if (typeof json !== 'object' || json === null) return null;
  const { environment, remotes, remoteOverrideOrigins, apiUrl } = json as Record<string, unknown>;
  if (!isText(environment) || !ENVIRONMENTS.includes(environment)) return null;
  if (!isText(apiUrl)) return null;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const urls = remotes as Record<string, unknown>;
  if (!REMOTE_NAMES.every((remote) => isText(urls[remote]))) return null;
  if (!Array.isArray(remoteOverrideOrigins) || !remoteOverrideOrigins.every(isText)) return null;
  return {
    environment: environment as RemoteSettings['environment'],
    remotes: urls as RemoteSettings['remotes'],
    remoteOverrideOrigins,
    apiUrl,
  };
}

/**
 * Registers the remotes and starts the first page's remote downloading, alongside the shell's
 * own chunks. Only a hint: on any failure the shell's normal path (with its fallback panel)
 * loads the remote when the route renders.
 */
export async function preloadFirstRemote(
  remote: RemoteName | undefined,
  configJson: Promise<unknown>,
): Promise<void> {
  if (!remote) return;
  try {
    const settings = remoteSettingsIn(await configJson);
    if (!settings) return;
    registerWattleRemotes(settings);
    await preloadRemoteApp(remote);
  } catch {
    // The route's own load reports the problem, with Retry.
  }
}
