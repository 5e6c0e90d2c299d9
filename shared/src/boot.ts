/**
 * What a host needs before any shared module has loaded — to start the first page's remote
 * downloading alongside its own chunks. A host bundles this file into its entry, so it must
 * stay import-free: no zod, no React.
 */
export const REMOTE_NAMES = ['marketing', 'trading', 'account', 'history'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The first path segments the shell sends to each remote, besides its index (the shell's
 * route table reads this; marketing also gets each coin's short path). Each remote's `./App`
 * declares the segments it serves, and its typecheck fails when one sent here is missing
 * (docs/deploying-a-remote.md#the-app-contract).
 */
export const REMOTE_PATHS = {
  marketing: [
    'about',
    'contact-us',
    'contact',
    'terms-of-use',
    'privacy-policy',
    'top-100',
    'marketplace',
    'exchange-rates',
    'learn',
    'buy',
    'blog',
    'events',
    'fees',
    'security',
    'faqs',
    'developers',
  ],
  trading: ['dashboard', 'balance', 'buckets'],
  account: ['profile', 'transfer', 'new-profile', 'support'],
  history: ['transaction'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** Module Federation container names: what each remote calls itself in its build. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  marketing: 'wattle_marketing',
  trading: 'wattle_trading',
  account: 'wattle_account',
  history: 'wattle_history',
};

/**
 * Development also accepts a remote override from these hosts, on any port, without listing
 * them in `remoteOverrideOrigins` (the shell's check and the page's CSP both use this list).
 */
export const DEVELOPMENT_OVERRIDE_HOSTS = ['localhost', '127.0.0.1'] as const;

/** Where the session token lives in localStorage. */
export const TOKEN_STORAGE_KEY = 'wattle.token';

/**
 * A JWT's payload, decoded (not verified: the server does that) and not yet validated: the
 * client reads only who it is for and when it expires. null when it is not a JWT.
 */
export function decodeTokenPayload(token: string): unknown {
  const segment = token.split('.')[1];
  if (!segment) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  try {
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

/** True once a decoded payload's expiry (`exp`, in seconds) has passed, or when it names none. */
export function payloadHasExpired(payload: unknown, now: Date = new Date()): boolean {
  const exp = (payload as { exp?: unknown } | null)?.exp;
  return typeof exp !== 'number' || exp * 1000 <= now.getTime();
}

/** True once a token's own expiry has passed, or when it has none it can be read by. */
export function tokenHasExpired(token: string, now: Date = new Date()): boolean {
  return payloadHasExpired(decodeTokenPayload(token), now);
}

/**
 * The stored session's token, unless it has expired: an expired one is a visitor's, whose page
 * starts like any visitor's and asks the API nothing with it (the app then ends the session).
 */
export function storedLiveToken(storage: Storage = localStorage): string | null {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return token !== null && !tokenHasExpired(token) ? token : null;
}

/** `/config.json` as served, unvalidated: loadRuntimeConfig() checks it before anyone uses it. */
export async function fetchRuntimeConfigJson(url = '/config.json'): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
  return response.json();
}

/** The headers of every API request: JSON answers, and the session's token when there is one. */
export function apiHeaders(token: string | null): Record<string, string> {
  return token
    ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
    : { Accept: 'application/json' };
}

/**
 * What a stored session asks the API for first, on any page: who is signed in and their
 * notifications (the shell's session start, session-provider.tsx), and what they may do
 * (use-session.ts).
 */
export const SESSION_START_PATHS = ['/user', '/notification', '/user/permissions'] as const;

/**
 * What each of mf-trading's pages asks the API for as it first renders, beyond the session's:
 * the requests that otherwise wait for the remote's code, which the shell's entry sends early
 * (shell/src/app/remote-routes.ts). The dashboard's figures, recent activity and recurring
 * buys; the balance page's figures, its chart's default 30 days and any deposits on hold.
 */
export const TRADING_PAGE_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': [
    '/user/portfolio/balances',
    '/asset',
    '/asset/stats',
    '/user/preferences',
    '/transaction/trades',
    '/recurring-buys',
  ],
  '/balance': [
    '/user/portfolio/balances',
    '/asset',
    '/user/preferences',
    '/user/portfolio/history?range=30d',
    '/user/held-deposits',
  ],
  '/buckets': ['/buckets'],
};

/** GETs a page's entry sent before the app's code ran, for the API client to take over. */
export interface EarlyRequests {
  /** The session they were sent with: the client takes them only for the same one. */
  token: string;
  /** Each path's answer; rejects if it could not be sent (no config, no network). */
  responses: ReadonlyMap<string, Promise<Response>>;
}

/**
 * Sends a stored session's first GETs as soon as `/config.json` names the API, while the
 * app's own code is still downloading and starting: on a phone that start is seconds, and
 * without this the session (and every page behind it) waits for it before even asking.
 * The requests are exactly the client's (api-client.ts takes them over): same headers, same
 * token. An unvalidated config is enough to find the API: a wrong URL only fails the request,
 * and the client then asks again itself.
 */
export function sendEarlyRequests(
  configJson: Promise<unknown>,
  token: string,
  paths: readonly string[],
): EarlyRequests {
  const apiUrl = configJson.then((json) => {
    const url = (json as { apiUrl?: unknown } | null)?.apiUrl;
    if (typeof url !== 'string') throw new Error('/config.json names no API');
    return url;
  });
  const responses = new Map<string, Promise<Response>>();
  for (const path of paths) {
    const response = apiUrl.then((url) => fetch(`${url}${path}`, { headers: apiHeaders(token) }));
    // Taken over later, or never (an expired session): no unhandled rejection either way.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  return { token, responses };
}

/** The element the build wraps a prerendered page in; its value is the page's path. */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-prerendered-page';

/**
 * Marks a prerendered page that is whole without the app (scripts/prerender.ts): it shows no
 * data from the API but the prices its page script fills in (mf-marketing/src/live-prices.ts),
 * and no form of its own near its top — an article, a guide, the legal pages, the home page,
 * the coin pages.
 */
export const STATIC_PAGE_ATTRIBUTE = 'data-static-page';

/**
 * On a form far down a page, which a visitor gets to only by scrolling there — a touch or a
 * wheel, which start the app (firstReach) — so it does not keep the page from being whole
 * without the app (the home page's 'Ready to start'). Any other form of the page does.
 */
export const FORM_AFTER_REACH_ATTRIBUTE = 'data-after-reach';

/**
 * On a form whose typing the live app carries over (shared/src/forms/typed-before-start.ts),
 * naming it: what a visitor types into the prerendered form, and where they were typing, the
 * live form starts from — so a form at the top of a page (`/login`, `/signup`) does not keep
 * the page from being whole without the app either.
 */
export const TYPED_FORM_ATTRIBUTE = 'data-typed-form';

const FORM_TAG = /<form\b[^>]*>/g;

/**
 * True when prerendered markup has a form the app must be live for at load: any but one far
 * down the page (FORM_AFTER_REACH_ATTRIBUTE) or one whose typing the app carries over
 * (TYPED_FORM_ATTRIBUTE). Build time (scripts/prerender.ts): a frame's forms (the footer's)
 * are not the page's and are not passed here.
 */
export function hasFormNeedingApp(html: string): boolean {
  return Array.from(html.matchAll(FORM_TAG)).some(
    ([tag]) => !tag.includes(FORM_AFTER_REACH_ATTRIBUTE) && !tag.includes(TYPED_FORM_ATTRIBUTE),
  );
}

/**
 * On the header's "Sandbox" marker. The build prerenders every page as a sandbox deployment
 * draws it, marker included; a deployment without sandbox providers serves its prerendered
 * pages without it (withoutSandboxMarker, scripts/lib/front-end-server.ts): a page whole
 * without the app may never start the app, whose header would leave the marker out.
 */
export const SANDBOX_MARKER_ATTRIBUTE = 'data-sandbox-marker';

const SANDBOX_MARKER = new RegExp(
  `<([a-z]+)\\b[^>]*\\s${SANDBOX_MARKER_ATTRIBUTE}=""[^>]*>[^<]*</\\1>`,
  'g',
);

/** Prerendered markup without the "Sandbox" marker, for a deployment without the sandbox. */
export function withoutSandboxMarker(html: string): string {
  return html.replace(SANDBOX_MARKER, '');
}

/**
 * On a page whole without the app, the stylesheet of the brand fonts' faces, off (`media="not
 * all"`) until the page has painted: the text first paints in the fonts' metric-matched
 * fallbacks instead of waiting for the font files, and nothing moves when they swap in.
 */
export const DEFERRED_FONTS_ATTRIBUTE = 'data-deferred-fonts';

/** On a page whole without the app, the entry its script (shell/src/static-page.ts) loads. */
export const ENTRY_SCRIPT_ATTRIBUTE = 'data-entry';

/**
 * …and the remote's page script it loads first, where the page needs one to be whole (the
 * prices: mf-marketing/src/live-prices.ts). After the first paint, like the entry: nothing
 * but the page's HTML comes before it.
 */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * True when the page the server sent is prerendered and whole without the app, at its bare
 * path: a query (`/blog?tag=staking`) can change what the live page shows, and the server
 * sends the same prerendered page for it.
 */
export function isStaticPrerenderedPage(
  root: ParentNode = document,
  search: string = window.location.search,
): boolean {
  const marked = root.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}][${STATIC_PAGE_ATTRIBUTE}]`);
  return marked !== null && search === '';
}

/**
 * What a visitor does when they reach for the page, not only read it: a pointer that moves
 * or presses, a touch, a key, focus. Scrolling is reading, and a phone scrolls without them.
 */
export const REACHING_EVENTS = [
  'mousemove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/** Set on `<html>` once the visitor has reached for the page, by whichever script saw it. */
export const REACHED_ATTRIBUTE = 'data-reached';

/** What a page script sends the window when the page needs the app now (requestAppStart). */
export const APP_NEEDED_EVENT = 'wattle:app-needed';

/**
 * Starts the app as a reach would: for a page script that finds the page cannot be kept
 * right without it (the prices of coins the page does not show).
 */
export function requestAppStart(
  target: EventTarget = window,
  root: Element = document.documentElement,
): void {
  root.setAttribute(REACHED_ATTRIBUTE, '');
  target.dispatchEvent(new Event(APP_NEEDED_EVENT));
}

/**
 * Resolves at the visitor's first REACHING_EVENTS on `target` (the window), seen before any
 * of the page's own handlers (capture) and never delaying them (passive), or when a page
 * script asks for the app (APP_NEEDED_EVENT). The reach is noted on `root`
 * (REACHED_ATTRIBUTE), so a script that loads later (the entry, after the page script:
 * shell/src/static-page.ts) does not wait for a second one.
 */
export function firstReach(
  target: EventTarget = window,
  root: Element = document.documentElement,
): Promise<void> {
  if (root.hasAttribute(REACHED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const types = [...REACHING_EVENTS, APP_NEEDED_EVENT];
    const reached = () => {
      for (const type of types) target.removeEventListener(type, reached, options);
      root.setAttribute(REACHED_ATTRIBUTE, '');
      resolve();
    };
    for (const type of types) target.addEventListener(type, reached, options);
  });
}

/** The element that keeps a prerendered page on screen while its live code loads (PageFallback). */
export const PAGE_FALLBACK_ATTRIBUTE = 'data-page-fallback';

/** The longest the app waits for a prerendered page's first paint to be reported. */
export const PRERENDERED_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser reports that it has shown the prerendered page the server sent
 * (scripts/prerender.ts) — its first contentful paint — so the app's code runs after the
 * visitor already sees the page, instead of holding its first paint back behind seconds of
 * script on a slow phone. A frame callback is not enough: on a busy phone the frame it
 * starts may reach the screen only after the app's first long task. Pages without
 * prerendered markup have nothing to show yet, and a hidden tab paints nothing: both go on
 * at once; a browser that never reports the paint goes on after PRERENDERED_PAINT_WAIT_MS.
 */
export function afterPrerenderedPaint(): Promise<void> {
  const prerendered = document.querySelector(`[${PRERENDERED_PAGE_ATTRIBUTE}]`) !== null;
  if (!prerendered || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const reportsPaints =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
    const observer = reportsPaints
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : null;
    const timer = setTimeout(done, PRERENDERED_PAINT_WAIT_MS);
    function done() {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    }
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else void afterNextPaint().then(done);
  });
}

/**
 * Resolves after the browser's next paint: a frame's callbacks run just before it paints, and
 * a task queued from one runs after it. The first paint can come while the parser is still
 * partway down a long page; the next one after the page script runs (the page is parsed by
 * then) shows all of it, and so whatever will be its largest paint. A hidden tab paints
 * nothing (and runs no frames): it goes on at once.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
