// The entry bundles this file (see first-remote.ts): no shared singleton may be imported here.
import { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName } from '@wattle/shared/boot';
import type { ReleaseNeeds } from '@wattle/shared/release-needs';

/** A trimmed singleton whose missing exports the shell can lend from its complete copy. */
const LENDABLE = '@chakra-ui/react';

/** Where one shared singleton stands in the share scope, as the MF runtime keeps it. */
export interface SharedEntry {
  from: string;
  loaded?: boolean;
  lib?: () => unknown;
}
export type ShareScope = Record<string, Record<string, SharedEntry> | undefined>;

/** A remote the shell will not run: built for other shared libraries than the shell has. */
export class RemoteSkewError extends Error {
  override readonly name = 'RemoteSkewError';
  /** What the section's fallback says (the runtime prefixes `message` with its own name). */
  readonly reason: string;
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(reason);
    this.reason = reason;
  }
}

export function remoteOfContainer(container: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) => REMOTE_CONTAINERS[remote] === container);
}

/** The version of `pkg` the host runs, and that copy's entry: the loaded one, else the host's own. */
function hostCopy(scope: ShareScope, pkg: string, host: string) {
  const versions = Object.entries(scope[pkg] ?? {});
  const found =
    versions.find(([, entry]) => entry.loaded || typeof entry.lib === 'function') ??
    versions.find(([, entry]) => entry.from === host);
  return found ? { version: found[0], entry: found[1] } : undefined;
}

export type CompleteModule = () => Promise<Record<string, unknown>>;

/**
 * Makes the host's shared singletons serve what a remote's release needs
 * (docs/product/front-end-health.md#version-skew): throws RemoteSkewError when a singleton
 * runs at another version than the remote was built for, or lacks exports only the remote
 * knows about; Chakra exports the host's trimmed copy lacks are added to that one copy from
 * the host's complete Chakra (`complete`), which shares its modules. Answers whether it lent
 * any.
 */
export async function satisfyNeeds(
  remote: RemoteName,
  needs: ReleaseNeeds,
  scope: ShareScope,
  host: string,
  complete: CompleteModule,
): Promise<boolean> {
  for (const [pkg, version] of Object.entries(needs.shared)) {
    const copy = hostCopy(scope, pkg, host);
    if (copy && copy.version !== version) {
      throw new RemoteSkewError(
        remote,
        `This part of Wattle was built for ${pkg} ${version}; this app runs ${copy.version}.`,
      );
    }
  }
  let lent = false;
  for (const [pkg, names] of Object.entries(needs.exports)) {
    const lib = hostCopy(scope, pkg, host)?.entry.lib;
    // Not loaded by the host yet: nothing to compare, and the remote's own copy may serve.
    if (typeof lib !== 'function') continue;
    const provided = lib() as Record<string, unknown>;
    const missing = names.filter((name) => !(name in provided));
    if (missing.length === 0) continue;
    const whole = pkg === LENDABLE ? await complete() : {};
    const unknown = missing.filter((name) => !(name in whole));
    if (unknown.length > 0) {
      throw new RemoteSkewError(
        remote,
        `This part of Wattle needs ${unknown.join(', ')} from ${pkg}, which this app lacks.`,
      );
    }
    for (const name of missing) {
      // The one shared module object every remote reads: a getter, as the bundler defines exports.
      Object.defineProperty(provided, name, { enumerable: true, get: () => whole[name] });
    }
    lent = true;
  }
  return lent;
}
