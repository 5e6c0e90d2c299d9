import '@wattle/shared/fonts';
import 'react-toastify/dist/ReactToastify.css';
import {
  capturePrerenderedPage,
  discardPrerenderedPage,
  getToken,
  loadRuntimeConfig,
} from '@wattle/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installAnalytics } from './features/analytics/lib/install-analytics';
import { registerWattleRemotes } from './features/remotes/lib/remote-registry';

/** Renders the shell once `/config.json` (fetched by the entry) is validated. */
export async function start(configJson: Promise<unknown>) {
  const config = await loadRuntimeConfig('/config.json', configJson);
  installAnalytics(config);
  registerWattleRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A prerendered page (scripts/prerender.ts) stays on screen while the live one loads; a
  // signed-in customer at `/` is shown the dashboard instead of the marketing home.
  capturePrerenderedPage(container);
  if (getToken() !== null && window.location.pathname === '/') discardPrerenderedPage();
  // Empty the server's markup first: the app renders into #root, it does not hydrate it.
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
