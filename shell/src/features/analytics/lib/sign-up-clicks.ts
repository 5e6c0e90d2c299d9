import { analytics, ANALYTICS_EVENTS } from '@wattle/shared';

/** Marks a region whose sign-up links report where they were clicked from. */
export const LOCATION_ATTRIBUTE = 'data-analytics-location';

/**
 * Where a sign-up link was clicked (spec §7: "sign-up clicks with location homepage"): the
 * nearest marked region, otherwise the page — the home page's own hero reports 'homepage'.
 */
export function signUpClickLocation(link: Element, pathname: string): string {
  const region = link.closest(`[${LOCATION_ATTRIBUTE}]`)?.getAttribute(LOCATION_ATTRIBUTE);
  if (region) return region;
  return pathname === '/' ? 'homepage' : pathname;
}

function signUpLinkOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  const href = link?.getAttribute('href') ?? '';
  return href === '/signup' || href.startsWith('/signup?') ? link : null;
}

/**
 * Reports every click on a link to /signup, whichever front end rendered it: remotes need no
 * analytics code of their own for this event. Returns a function that stops listening.
 */
export function trackSignUpClicks(document: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = signUpLinkOf(event.target);
    if (!link) return;
    analytics.track(ANALYTICS_EVENTS.signUpClick, {
      location: signUpClickLocation(link, document.location.pathname),
    });
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
