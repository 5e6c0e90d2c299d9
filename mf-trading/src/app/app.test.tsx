import { screen } from '@testing-library/react';
import { renderApp, watchNotFoundRedirect } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTradingApi } from '@/testing/fake-trading-api';
import { App, paths } from './app';

afterEach(() => vi.restoreAllMocks());

describe('the trading remote routes', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/balance', 'Balance'],
    ['/buckets', 'Buckets'],
  ])('renders %s', async (route, heading) => {
    fakeTradingApi({ routes: { 'GET /buckets': [], 'GET /user/portfolio/history': [] } });
    renderApp(<App />, { route });
    // The first visit loads the page's chunk (lazy route), which takes a moment in tests.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each(paths)('serves /%s, which the shell sends here', async (segment) => {
    const redirect = watchNotFoundRedirect();
    fakeTradingApi({ routes: { 'GET /buckets': [], 'GET /user/portfolio/history': [] } });
    renderApp(<App />, { route: `/${segment}` });
    await redirect.expectPage();
  });

  it('sends an unknown path to the API not-found page, as the shell does', async () => {
    const redirect = watchNotFoundRedirect();
    fakeTradingApi();
    renderApp(<App />, { route: '/balance/nowhere' });
    await redirect.expectRedirected('/balance/nowhere');
  });
});
