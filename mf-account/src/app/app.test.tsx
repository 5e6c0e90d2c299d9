import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.restoreAllMocks());

describe('the account remote routes', { timeout: 20_000 }, () => {
  it.each(['/', '/profile'])('renders the profile at %s', async (route) => {
    fakeAccountApi();
    renderRoute(route);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('renders the verification flow at /new-profile', async () => {
    fakeAccountApi({
      routes: {
        'GET /user/kyc': {
          status: 'not_started',
          identityType: 'none',
          documentsVerified: false,
          pepStatus: 'not_checked',
          rejectionReason: null,
        },
      },
    });
    renderRoute('/new-profile');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verify your account' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('sends an unknown path to the API not-found page instead of a blank page', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    fakeAccountApi();
    renderRoute('/profile/nowhere');
    expect(
      await screen.findByRole('status', { name: 'Page not found, redirecting' }),
    ).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('https://api.test/not-found?path=%2Fprofile%2Fnowhere');
  });
});
