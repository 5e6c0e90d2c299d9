/**
 * What sign-up click tracking needs before the app has started. The page script of a page
 * whole without the app (shell/src/static-page.ts) bundles this file, so it stays small and
 * import-free: no shared index, no React, no zod.
 */

/** Marks a region whose sign-up links report where they were clicked from. */
export const LOCATION_ATTRIBUTE = 'data-analytics-location';

/**
 * Where sign-up clicks made before the app started wait for it: their locations, each ended
 * by a newline (no JSON: this file is in the page script, and a location has no newline).
 */
export const EARLY_SIGN_UP_CLICKS_KEY = 'wattle.earlySignUpClicks';

/**
 * Set on `<html>` once the app reports sign-up clicks itself (trackSignUpClicks): the page
 * script then stops keeping them, so no click is reported twice. The two are separate bundles
 * and share only the page and its storage.
 */
export const SIGN_UP_CLICKS_TRACKED_ATTRIBUTE = 'data-sign-up-clicks-tracked';

/**
 * Where a sign-up link was clicked (the `sign_up_click` event's location, `homepage` and so
 * on: docs/product/errors.md#nothing-personal-in-logs-or-analytics): the nearest marked
 * region, otherwise the page — the home page's own hero reports 'homepage'.
 */
export function signUpClickLocation(link: Element, pathname: string): string {
  const region = link.closest(`[${LOCATION_ATTRIBUTE}]`)?.getAttribute(LOCATION_ATTRIBUTE);
  if (region) return region;
  return pathname === '/' ? 'homepage' : pathname;
}

/** The link to /signup a click landed in, if any. */
export function signUpLinkOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  const href = link?.getAttribute('href') ?? '';
  return href === '/signup' || href.startsWith('/signup?') ? link : null;
}

/** Read when used, not when passed: in some privacy modes merely reading it throws. */
const tabStorage = (): Storage => sessionStorage;

/**
 * Keeps the sign-up clicks made before the app has started, for it to report
 * (takeEarlySignUpClicks): on a page whole without the app, a visitor who taps "Sign Up Now"
 * at once goes to /signup natively, before the app's listener exists. Per tab
 * (sessionStorage), like the navigation it follows. Without storage the click still navigates,
 * unreported.
 */
export function keepEarlySignUpClicks(
  document: Document,
  storage: () => Storage = tabStorage,
): void {
  const options = { capture: true } as const;
  const onClick = (event: MouseEvent) => {
    if (document.documentElement.hasAttribute(SIGN_UP_CLICKS_TRACKED_ATTRIBUTE)) {
      document.removeEventListener('click', onClick, options);
      return;
    }
    const link = signUpLinkOf(event.target);
    if (!link) return;
    const location = signUpClickLocation(link, document.location.pathname);
    try {
      const store = storage();
      const kept = store.getItem(EARLY_SIGN_UP_CLICKS_KEY) ?? '';
      store.setItem(EARLY_SIGN_UP_CLICKS_KEY, `${kept}${location}\n`);
    } catch {
      // Private browsing or a full quota: this click goes unreported.
    }
  };
  document.addEventListener('click', onClick, options);
}

/**
 * True while sign-up clicks kept before the app started wait for it: the page they opened
 * (`/signup`, itself whole without the app) then starts it at once to report them, rather
 * than when the visitor reaches for the form, which they may never do.
 */
export function hasEarlySignUpClicks(storage: () => Storage = tabStorage): boolean {
  try {
    return Boolean(storage().getItem(EARLY_SIGN_UP_CLICKS_KEY));
  } catch {
    return false;
  }
}

/** The locations of the sign-up clicks kept before the app started, oldest first, taken once. */
export function takeEarlySignUpClicks(storage: () => Storage = tabStorage): string[] {
  try {
    const store = storage();
    const kept = store.getItem(EARLY_SIGN_UP_CLICKS_KEY);
    store.removeItem(EARLY_SIGN_UP_CLICKS_KEY);
    return kept?.split('\n').filter(Boolean) ?? [];
  } catch {
    return [];
  }
}
