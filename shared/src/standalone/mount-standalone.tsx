import '../theme/fonts.js';
import { loadRuntimeConfig } from '@wattle/shared';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneRoot, type StandaloneOptions } from './standalone-root.js';

/** Boots a remote on its own origin: config, providers, router, its App. */
export async function mountStandalone(App: ComponentType, options: StandaloneOptions) {
  await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneRoot {...options}>
        <App />
      </StandaloneRoot>
    </StrictMode>,
  );
}
