import { createFederatedConfig, createPageScriptsConfig } from '../rspack.base.ts';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'wattle_shell',
  title: 'Wattle',
});

/** What a prerendered page whole without the app loads in place of the entry (scripts/prerender.ts). */
export const pageScripts = createPageScriptsConfig({
  dirname: import.meta.dirname,
  entries: { 'static-page': './src/static-page.ts' },
});
