import {
  adoptEarlyRequests,
  capturePrerenderedPage,
  discardPrerenderedPage,
  loadRuntimeConfig,
} from '@wattle/shared';
import { storedLiveToken, type EarlyRequests } from '@wattle/shared/boot';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { dashboardAtHome, remoteBesideSessionCheck } from './app/remote-routes';
import { installAnalytics } from './features/analytics/lib/install-analytics';
import { prefetchRemoteApp, registerWattleRemotes } from './features/remotes/lib/remote-registry';

/**
 * Renders the shell once `/config.json` (fetched by the entry) is validated; the API client
 * takes over the session's requests the entry already sent.
 */
export async function start(configJson: Promise<unknown>, early?: EarlyRequests) {
  const config = await loadRuntimeConfig('/config.json', configJson);
  const hasToken = storedLiveToken() !== null;
  if (early) adoptEarlyRequests(early);
  installAnalytics(config);
  registerWattleRemotes(config);
  // While a stored session is checked, its first page's remote runs and its landing pages
  // download beside the check, from here: before the shell's first render, which holds a
  // phone's main thread for most of a second. Its code is public; a session that
  // turns out to have ended only cost the download.
  const besideCheck = remoteBesideSessionCheck(hasToken, window.location.pathname);
  if (besideCheck) void prefetchRemoteApp(besideCheck);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A prerendered page (scripts/prerender.ts) stays on screen while the live one loads; a
  // signed-in customer at `/` is shown the dashboard instead of the marketing home.
  capturePrerenderedPage(container);
  if (dashboardAtHome(window.location.pathname, hasToken)) {
    discardPrerenderedPage();
  }
  // The app renders into #root, it does not hydrate it: React empties the server's markup at
  // its first commit, so the page stays on screen until then. A transition renders in slices
  // that yield to the browser, so a phone keeps scrolling and tapping while the app boots.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
