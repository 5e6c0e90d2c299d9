import { setAnalyticsSink } from '@wattle/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingSink } from '@/lib/analytics/recording-sink';
import { trackSignUpClicks } from './sign-up-clicks';

describe('sign-up click tracking', () => {
  afterEach(() => {
    setAnalyticsSink(null);
    document.body.innerHTML = '';
  });

  it('reports sign-up clicks with where they happened, from any front end', () => {
    const sink = createRecordingSink();
    setAnalyticsSink(sink);
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = `
      <header data-analytics-location="header"><a href="/signup">Sign up</a></header>
      <main><a href="/signup"><span>Sign Up Now</span></a><a href="/login">Log in</a></main>`;
    const stop = trackSignUpClicks(document);
    // As the router does: the page stays put while the click is reported.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    const [inHeader, inHero, login] = Array.from(document.querySelectorAll('a'));
    inHeader?.click();
    document.querySelector('span')?.click();
    login?.click();
    stop();
    inHero?.click();
    document.removeEventListener('click', stay);
    expect(sink.records.map((record) => [record.name, record.properties.location])).toEqual([
      ['sign_up_click', 'header'],
      ['sign_up_click', 'homepage'],
    ]);
  });
});
