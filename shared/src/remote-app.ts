import type { ComponentType } from 'react';

/**
 * What every remote's `./App` module gives the shell (docs/deploying-a-remote.md#the-app-contract):
 * `App`, the remote's routes relative to where the shell mounts them, taking no props, and
 * optionally `preloadPages`, which fetches the pages a customer opens the remote at. The shell
 * loads every remote through this type and each remote checks its module against it
 * (`src/app/app-contract.ts`), so a change one side cannot take fails `tsc -b` on the side
 * that made it. Adding an optional export is compatible; a required prop or a removed export is
 * not, and needs the shell released first.
 */
export interface RemoteAppModule {
  App: ComponentType<Record<string, never>>;
  preloadPages?: () => Promise<unknown>;
}

/** `Module`, when it keeps the contract; a type error otherwise. */
export type KeepsRemoteAppContract<Module extends RemoteAppModule> = Module;
