import { analytics, ANALYTICS_EVENTS } from '@wattle/shared';
import {
  SIGN_UP_CLICKS_TRACKED_ATTRIBUTE,
  signUpClickLocation,
  signUpLinkOf,
  takeEarlySignUpClicks,
} from './sign-up-link';

/**
 * Reports every click on a link to /signup, whichever front end rendered it: remotes need no
 * analytics code of their own for this event. The clicks a page script kept before the app
 * started (keepEarlySignUpClicks) are reported first, once. Returns a function that stops
 * listening.
 */
export function trackSignUpClicks(document: Document, storage?: () => Storage): () => void {
  const root = document.documentElement;
  // The flag first: a click from now on is this listener's, one before it is in storage.
  root.setAttribute(SIGN_UP_CLICKS_TRACKED_ATTRIBUTE, '');
  for (const location of takeEarlySignUpClicks(storage)) {
    analytics.track(ANALYTICS_EVENTS.signUpClick, { location });
  }
  const onClick = (event: MouseEvent) => {
    const link = signUpLinkOf(event.target);
    if (!link) return;
    analytics.track(ANALYTICS_EVENTS.signUpClick, {
      location: signUpClickLocation(link, document.location.pathname),
    });
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => {
    document.removeEventListener('click', onClick, { capture: true });
    root.removeAttribute(SIGN_UP_CLICKS_TRACKED_ATTRIBUTE);
  };
}
