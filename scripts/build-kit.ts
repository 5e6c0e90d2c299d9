import path from 'node:path';

/**
 * What a front end's build config (rspack.base.ts) takes from the tooling, as
 * `@wattle/scripts/build-kit`: the table of front ends, the runtime config the dev server
 * serves, the shared package's used exports, and the page template. Lint holds the build
 * configs to this one file; the apps' own code imports nothing of `scripts/`.
 */
export { FRONT_END_NAMES, FRONT_ENDS } from './lib/front-ends.ts';
export { runtimeConfigFromEnv } from './lib/runtime-config.ts';
export { reexportModule, usedExportsOf } from './lib/shared-used-exports.ts';

/** The HTML page every front end's build fills in, and the icon it links. */
export const PAGE_TEMPLATE = path.join(import.meta.dirname, 'lib/index.html');
export const FAVICON = path.join(import.meta.dirname, 'lib/favicon.svg');
export { releaseVersionOf } from './lib/release.ts';
