import { QueryClient } from '@tanstack/react-query';
import {
  createPageHeadCollector,
  PageHeadCollectorProvider,
  sessionKeys,
  type PageHeadInput,
  type RuntimeConfig,
} from '@wattle/shared';
import { hasFormNeedingApp } from '@wattle/shared/boot';
import { prerenderApp } from '@wattle/shared/prerender';
import { answeredByPageScript } from '@/lib/live-prices/page-answers';
import { LIVE_PRICES_SCRIPT, LIVE_SLOT_ATTRIBUTE } from '@/lib/live-prices/slots';
import { App } from './app';

export interface PrerenderedPage {
  /** The page as the remote's App renders it for a visitor, or null when it has no page there. */
  html: string | null;
  /** What the page asked `usePageHead` for, or null when it sets no head of its own. */
  head: PageHeadInput | null;
  /**
   * True when the page is whole without the app: every query it made was answered (content),
   * or is one its page script answers and draws into the page's slots (the prices:
   * live-prices.ts), and it has no form of its own the app must be live for at load
   * (`hasFormNeedingApp`). The shell then starts the app only when a visitor reaches
   * for the page (boot.ts, `isStaticPrerenderedPage`).
   */
  isStatic: boolean;
  /**
   * The page script (an entry of this remote's `pageScripts`, rspack.config.ts) a static page
   * needs to be whole: `live-prices` where it shows prices. Null when it needs none.
   */
  pageScript: string | null;
}

/**
 * The session's queries are the signed-in customer's: a visitor has no session, and for a
 * customer the app starts at load on any page (shell/src/index.ts).
 */
const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === sessionKeys.all[0];

/** A view of the prices the page script does not draw (a table) shows the shared spinner. */
const SPINNER = 'role="status"';

/**
 * Build time only (scripts/prerender.ts): whatever this remote's App renders at `path` for a
 * visitor, waited for until every lazy page and content query has resolved, and the head the
 * page asked for (collected from `usePageHead` during the render). Data from the API is not
 * fetched (queries never retry and the build has no API): such parts render the loading
 * state the live page starts from, and fill in once it runs.
 */
export async function renderMarketingPage(
  path: string,
  config: RuntimeConfig,
): Promise<PrerenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const collector = createPageHeadCollector();
  const html = await prerenderApp(
    <PageHeadCollectorProvider value={collector}>
      <App />
    </PageHeadCollectorProvider>,
    { path, config, queryClient },
  );
  // The catch-all's redirect is no page: that path keeps the plain app shell.
  if (html.includes('Page not found, redirecting')) {
    return { html: null, head: null, isStatic: false, pageScript: null };
  }
  const waitsForApp = queryClient
    .getQueryCache()
    .getAll()
    .some(
      (query) =>
        query.state.status !== 'success' &&
        !answeredByPageScript(query.queryKey) &&
        !isSessionQuery(query.queryKey),
    );
  return {
    html,
    head: collector.head,
    isStatic: !waitsForApp && !html.includes(SPINNER) && !hasFormNeedingApp(html),
    pageScript: html.includes(`${LIVE_SLOT_ATTRIBUTE}=`) ? LIVE_PRICES_SCRIPT : null,
  };
}
