import { createSpaLifecycles } from '@wattle/shared/standalone';
import { STANDALONE } from '@/config/standalone';
import { App } from './app';

/** single-spa lifecycles for a non-React host. */
export const { bootstrap, mount, unmount } = createSpaLifecycles(App, STANDALONE);
