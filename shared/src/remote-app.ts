import type { ComponentType } from 'react';
import type { REMOTE_PATHS, RemoteName } from './boot.js';

/**
 * What every remote's `./App` module gives the shell (docs/deploying-a-remote.md#the-app-contract):
 * `App`, the remote's routes relative to where the shell mounts them, taking no props;
 * `paths`, the first path segments those routes serve; and optionally `preloadPages`, which
 * fetches the pages a customer opens the remote at. The shell loads every remote through this
 * type and each remote checks its module against it (`src/app/app-contract.ts`), so a change
 * one side cannot take fails `tsc -b` on the side that made it. Adding an optional export or a
 * path is compatible; a required prop, a removed export or a path the shell still sends is
 * not, and needs the shell released first.
 */
export interface RemoteAppModule {
  App: ComponentType<Record<string, never>>;
  paths: readonly string[];
  preloadPages?: () => Promise<unknown>;
}

/** The segments the shell sends to `Remote` that `Paths` lacks; never when it has them all. */
export type MissingPaths<Remote extends RemoteName, Paths extends readonly string[]> = Exclude<
  (typeof REMOTE_PATHS)[Remote][number],
  Paths[number]
>;

/**
 * `Module`, when it keeps the contract as `Remote`: a type error otherwise, naming the
 * segments it no longer serves.
 */
export type KeepsRemoteAppContract<
  Remote extends RemoteName,
  Module extends RemoteAppModule &
    ([MissingPaths<Remote, Module['paths']>] extends [never]
      ? unknown
      : { paths: { missing: MissingPaths<Remote, Module['paths']> } }),
> = Module;
