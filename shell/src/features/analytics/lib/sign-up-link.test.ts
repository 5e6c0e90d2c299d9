import { setAnalyticsSink } from '@wattle/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRecordingSink, type RecordingSink } from '@/lib/analytics/recording-sink';
import { trackSignUpClicks } from './sign-up-clicks';
import {
  EARLY_SIGN_UP_CLICKS_KEY,
  hasEarlySignUpClicks,
  keepEarlySignUpClicks,
} from './sign-up-link';

// The page stays put, as if the click had opened /signup. Before any listener: happy-dom
// follows a link as the click bubbles past it, before it reaches the document.
const stay = (event: Event) => event.preventDefault();
const first = { capture: true } as const;

function signUpClicks(sink: RecordingSink) {
  return sink.records.map((record) => [record.name, record.properties.location]);
}

function click(selector: string) {
  document.querySelector<HTMLElement>(selector)?.click();
}

// Each test ends with a click after the app's install: the page script's listener sees the
// flag then and stops, so none is left listening for the next test.
describe('sign-up clicks before the app has started', () => {
  let sink: RecordingSink;

  beforeEach(() => {
    sink = createRecordingSink();
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `
      <header data-analytics-location="header"><a href="/signup">Sign up</a></header>
      <main><a href="/signup"><span>Sign Up Now</span></a></main>`;
    document.addEventListener('click', stay, first);
  });

  afterEach(() => {
    document.removeEventListener('click', stay, first);
    setAnalyticsSink(null);
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  it('are kept by the page script and reported once when the app installs', () => {
    keepEarlySignUpClicks(document);
    expect(hasEarlySignUpClicks()).toBe(false);
    click('span');
    click('header a');
    expect(sessionStorage.getItem(EARLY_SIGN_UP_CLICKS_KEY)).toBe('homepage\nheader\n');
    // The page they opened sees them waiting, and so starts the app at once.
    expect(hasEarlySignUpClicks()).toBe(true);

    // The next page (/signup): the app starts and installs its analytics.
    window.history.replaceState(null, '', '/signup');
    setAnalyticsSink(sink);
    const stop = trackSignUpClicks(document);
    expect(sessionStorage.getItem(EARLY_SIGN_UP_CLICKS_KEY)).toBeNull();
    click('header a');
    stop();
    expect(hasEarlySignUpClicks()).toBe(false);
    // A later page's app finds nothing left to report.
    trackSignUpClicks(document)();
    expect(signUpClicks(sink)).toEqual([
      ['sign_up_click', 'homepage'],
      ['sign_up_click', 'header'],
      ['sign_up_click', 'header'],
    ]);
  });

  it('are the app’s alone once it has started: reported once, not kept', () => {
    keepEarlySignUpClicks(document);
    setAnalyticsSink(sink);
    const stop = trackSignUpClicks(document);
    click('span');
    stop();
    expect(signUpClicks(sink)).toEqual([['sign_up_click', 'homepage']]);
    expect(sessionStorage.getItem(EARLY_SIGN_UP_CLICKS_KEY)).toBeNull();
  });

  it('are lost, and nothing else, when storage fails', () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const denied = (): Storage => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const full: Storage = {
      length: 0,
      clear: () => undefined,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    keepEarlySignUpClicks(document, denied);
    keepEarlySignUpClicks(document, () => full);
    let propagated = 0;
    const countPropagated = () => (propagated += 1);
    document.addEventListener('click', countPropagated);
    click('span');

    setAnalyticsSink(sink);
    const stop = trackSignUpClicks(document, denied);
    click('span');
    stop();
    document.removeEventListener('click', countPropagated);
    window.removeEventListener('error', onError);

    expect(errors).toEqual([]);
    expect(propagated).toBe(2);
    expect(signUpClicks(sink)).toEqual([['sign_up_click', 'homepage']]);
  });
});
