import { assetFixture, fakeApi, watchNotFoundRedirect } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render-route';
import { paths } from './app';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the marketing remote routes', () => {
  it('renders the home page at /', async () => {
    renderRoute('/');
    expect(
      await findPageHeading('Buy, sell and swap crypto with Australian dollars'),
    ).toBeInTheDocument();
  });

  it('renders the key dates at /events', async () => {
    renderRoute('/events');
    expect(await findPageHeading('Key dates')).toBeInTheDocument();
  });

  it.each(paths)('serves /%s, which the shell sends here', async (segment) => {
    const redirect = watchNotFoundRedirect();
    fakeApi({ 'GET /asset': [assetFixture()] });
    renderRoute(`/${segment}`);
    await redirect.expectPage();
  });

  it('sends an unknown path to the API not-found page instead of a blank page', async () => {
    const redirect = watchNotFoundRedirect();
    renderRoute('/no-such-page');
    await redirect.expectRedirected('/no-such-page');
  });
});
