import { createFederatedConfig, createPageScriptsConfig } from '../rspack.base.ts';

export default createFederatedConfig({
  dirname: import.meta.dirname,
  name: 'wattle_marketing',
  title: 'Wattle',
  exposes: { './App': './src/app/app.tsx', './spa': './src/app/spa.tsx' },
});

/**
 * What a prerendered page that shows prices loads to fill them before the app starts
 * (src/live-prices.ts); scripts/prerender.ts serves it from the shell's origin with the page.
 */
export const pageScripts = createPageScriptsConfig({
  dirname: import.meta.dirname,
  entries: { 'live-prices': './src/live-prices.ts' },
});
