import type { KeepsRemoteAppContract } from '@wattle/shared';
import type * as ExposedApp from './app';

/** `./App` as every shell loads it: a change the shells cannot take fails this package's typecheck. */
export type AppContract = KeepsRemoteAppContract<'marketing', typeof ExposedApp>;
