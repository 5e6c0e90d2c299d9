/**
 * What a remote's build needs from the shell that loads it, written beside its manifest as
 * `needs.json` (docs/deploying-a-remote.md#what-a-release-needs). Import-free: the shell's
 * entry reads it before any shared singleton has loaded.
 */
export interface ReleaseNeeds {
  /** The remote's Module Federation container (`wattle_trading`). */
  container: string;
  /** The release's name: the package's version and its commit (`0.1.0-3f2c1ab`). */
  version: string;
  /** Each shared singleton and the exact version the remote was built against. */
  shared: Record<string, string>;
  /** Each trimmed singleton (and `@wattle/shared`) and the exports the remote imports from it. */
  exports: Record<string, string[]>;
}

export const RELEASE_NEEDS_FILE = 'needs.json';

/** Where a remote's needs are, from its manifest's URL: the same folder. */
export function releaseNeedsUrl(manifestUrl: string): string {
  return new URL(RELEASE_NEEDS_FILE, manifestUrl).href;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecordOf = <T>(value: unknown, check: (item: unknown) => item is T) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(check);
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isText);

/** The needs in a fetched `needs.json`, or null when it is not one. */
export function releaseNeedsIn(json: unknown): ReleaseNeeds | null {
  if (typeof json !== 'object' || json === null) return null;
  const { container, version, shared, exports } = json as Record<string, unknown>;
  if (!isText(container) || !isText(version)) return null;
  if (!isRecordOf(shared, isText) || !isRecordOf(exports, isTextList)) return null;
  return {
    container,
    version,
    shared: shared as Record<string, string>,
    exports: exports as Record<string, string[]>,
  };
}
