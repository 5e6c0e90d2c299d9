import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHistoryApi } from '@/testing/fake-history-api';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.restoreAllMocks());

describe('the history remote routes', () => {
  it.each(['/', '/transaction'])('renders the transaction history at %s', async (route) => {
    fakeHistoryApi();
    renderRoute(route);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Transaction history' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('sends an unknown path to the API not-found page instead of a blank page', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    fakeHistoryApi();
    renderRoute('/transaction/nowhere');
    expect(
      await screen.findByRole('status', { name: 'Page not found, redirecting' }),
    ).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith(
      'https://api.test/not-found?path=%2Ftransaction%2Fnowhere',
    );
  });
});
