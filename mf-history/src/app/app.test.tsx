import { screen } from '@testing-library/react';
import { watchNotFoundRedirect } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHistoryApi } from '@/testing/fake-history-api';
import { renderRoute } from '@/testing/render-route';
import { paths } from './app';

afterEach(() => vi.restoreAllMocks());

describe('the history remote routes', () => {
  it.each([
    ['/', 'Transaction history'],
    ['/transaction', 'Transaction history'],
    ['/transaction?type=buy', 'Transaction history'],
    ['/transaction/tax-report', 'Tax report'],
  ])('renders a page at %s', async (route, title) => {
    fakeHistoryApi();
    renderRoute(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: title === 'Tax report' ? 'Tax report' : 'History' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it.each(paths)('serves /%s, which the shell sends here', async (segment) => {
    const redirect = watchNotFoundRedirect();
    fakeHistoryApi();
    renderRoute(`/${segment}`);
    await redirect.expectPage();
  });

  it.each(['/transaction/nowhere', '/transaction/tax-report/extra'])(
    'sends %s to the API not-found page instead of a blank page',
    async (route) => {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      fakeHistoryApi();
      renderRoute(route);
      expect(
        await screen.findByRole('status', { name: 'Page not found, redirecting' }),
      ).toBeInTheDocument();
      expect(replace).toHaveBeenCalledWith(
        `https://api.test/not-found?path=${encodeURIComponent(route)}`,
      );
    },
  );
});
