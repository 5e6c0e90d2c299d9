// The app's stylesheet (brand fonts, toasts) is the entry's: the page links it in its head, so
// a prerendered page is drawn with it and the app's start adds no stylesheet to restyle it.
import '@wattle/shared/fonts';
import 'react-toastify/dist/ReactToastify.css';
import {
  afterPrerenderedPaint,
  fetchRuntimeConfigJson,
  firstReach,
  isStaticPrerenderedPage,
  sendEarlyRequests,
  storedLiveToken,
} from '@wattle/shared/boot';
import { dashboardAtHome, earlyRequestsFor, firstRemoteFor } from './app/remote-routes';
import { preloadFirstRemote } from './features/remotes/lib/first-remote';

// Only the MF runtime and import-free modules may be imported above: see first-remote.ts.
// An expired session is a visitor's: it keeps the prerendered page and asks the API nothing.
const token = storedLiveToken();
const hasToken = token !== null;
// A visitor reading a page that is whole without the app (an article, a legal page; the home
// and coin pages, whose prices their page script fills) gets the app when they first reach
// for the page — a pointer, a touch, a key — not while they read: on a phone that is seconds
// of script and hundreds of kilobytes the page does not need. Its links work as plain links
// meanwhile, and until then the app asks nothing of anyone, not even for `/config.json`.
const needed = !hasToken && isStaticPrerenderedPage() ? firstReach() : Promise.resolve();
const configJson = needed.then(() => fetchRuntimeConfigJson());
// The first page's remote downloads alongside the shell's own chunks.
void needed.then(() =>
  preloadFirstRemote(firstRemoteFor(window.location.pathname, hasToken), configJson),
);
// A stored session's first questions go out now too, not after the app has started.
const early = token
  ? sendEarlyRequests(configJson, token, earlyRequestsFor(window.location.pathname))
  : undefined;

// An async boundary: shared singletons negotiate with the remotes before any of them runs.
// A visitor's prerendered page reaches the screen before the app's code runs; a signed-in
// customer at / is shown the dashboard instead, so the app starts at once.
const shown = dashboardAtHome(window.location.pathname, hasToken)
  ? undefined
  : afterPrerenderedPaint();
void Promise.all([shown, needed])
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(configJson, early));
