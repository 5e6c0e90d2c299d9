import type { CompleteModule } from './remote-skew';

/**
 * The whole of Chakra, in a chunk of its own fetched only when a remote needs exports the
 * shell's trimmed copy lacks. `@wattle/chakra-complete` is Chakra's own module file (an alias in
 * rspack.base.ts) inside the shell's build, so it reuses every Chakra module the shell already
 * runs: what it adds belongs to the one Chakra.
 */
export const completeChakra: CompleteModule = () => import('@wattle/chakra-complete');
