import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The entry bundles this file (see first-remote.ts): no shared singleton may be imported here.
import type { RemoteName } from '@wattle/shared/boot';
import type { FrontEndLoadStage } from '@wattle/shared/contracts';
import { releaseNeedsIn, releaseNeedsUrl, type ReleaseNeeds } from '@wattle/shared/release-needs';
import {
  remoteOfContainer,
  RemoteSkewError,
  satisfyNeeds,
  type CompleteModule,
  type ShareScope,
} from './remote-skew';

/** One remote's load, as the shell measured it (docs/product/front-end-health.md). */
export interface RemoteLoad {
  remote: RemoteName;
  version: string | null;
  outcome: 'loaded' | 'failed';
  stage: FrontEndLoadStage | null;
  durationMs: number;
  adapted: boolean;
}

/** Module Federation's error codes for a manifest and an entry that did not arrive or run. */
const MANIFEST_ERRORS = ['RUNTIME-003', 'RUNTIME-007'];
const ENTRY_ERRORS = ['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-008'];

/** Where a failed load stopped, from what the runtime threw. */
export function failureStage(error: unknown): FrontEndLoadStage {
  if (error instanceof RemoteSkewError) return 'compatibility';
  const message = error instanceof Error ? error.message : String(error);
  if (MANIFEST_ERRORS.some((code) => message.includes(code))) return 'manifest';
  if (ENTRY_ERRORS.some((code) => message.includes(code))) return 'entry';
  return 'module';
}

/** A remote's needs, or null when it has none to read (an older build, a network blink). */
async function fetchNeeds(manifestUrl: string): Promise<ReleaseNeeds | null> {
  try {
    const response = await fetch(releaseNeedsUrl(manifestUrl), { credentials: 'omit' });
    return response.ok ? releaseNeedsIn(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * Checks each remote against what it needs before it runs, and measures each load
 * (docs/product/front-end-health.md#version-skew): the needs are fetched beside the manifest
 * from the request on; once the manifest is in (`afterResolve`), the host's singletons are made
 * to serve them or the load fails with a RemoteSkewError the section's fallback explains. Every
 * `./App` load, whichever way it ends, goes to `report`.
 */
export function needsPlugin(options: {
  report: (load: RemoteLoad) => void;
  complete: CompleteModule;
}): ModuleFederationRuntimePlugin {
  const needs = new Map<string, Promise<ReleaseNeeds | null>>();
  const started = new Map<RemoteName, number>();
  const adapted = new Set<RemoteName>();
  const needsOf = (manifestUrl: string) => {
    let pending = needs.get(manifestUrl);
    if (!pending) {
      pending = fetchNeeds(manifestUrl);
      needs.set(manifestUrl, pending);
    }
    return pending;
  };
  const remoteOfId = (id: string) => remoteOfContainer(id.split('/')[0] ?? '');

  return {
    name: 'wattle-needs',
    beforeRequest(args) {
      const remote = remoteOfId(args.id);
      const entry = args.options.remotes.find(
        (candidate) => candidate.name === args.id.split('/')[0],
      );
      if (remote) started.set(remote, performance.now());
      if (entry && 'entry' in entry) void needsOf(entry.entry);
      return args;
    },
    beforePreloadRemote({ preloadOps, options: { remotes } }) {
      // A remote fetched ahead (the first page's, a prefetch) has its needs fetched ahead too,
      // so checking it later costs no round trip.
      for (const { nameOrAlias } of preloadOps) {
        const entry = remotes.find((candidate) => candidate.name === nameOrAlias);
        if (entry && 'entry' in entry) void needsOf(entry.entry);
      }
    },
    async afterResolve(args) {
      const remote = remoteOfId(args.id);
      const manifestUrl = args.remoteInfo?.entry;
      if (!remote || !manifestUrl) return args;
      const found = await needsOf(manifestUrl);
      if (!found) return args;
      const scope = (args.origin.shareScopeMap.default ?? {}) as ShareScope;
      if (await satisfyNeeds(remote, found, scope, args.origin.options.name, options.complete)) {
        adapted.add(remote);
      }
      return args;
    },
    afterLoadRemote({ id, remote: remoteInfo, error }) {
      const remote = remoteOfId(id);
      const start = remote && started.get(remote);
      if (!remote || start === undefined) return;
      started.delete(remote);
      const durationMs = Math.max(0, Math.round(performance.now() - start));
      void (remoteInfo ? needsOf(remoteInfo.entry) : Promise.resolve(null)).then((found) =>
        options.report({
          remote,
          version: found?.version ?? null,
          outcome: error ? 'failed' : 'loaded',
          stage: error ? failureStage(error) : null,
          durationMs,
          adapted: adapted.has(remote),
        }),
      );
    },
  };
}
