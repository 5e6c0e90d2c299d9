import { watchNotFoundRedirect } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { findPageHeading, renderRoute } from '@/testing/render-route';
import { paths } from './app';

afterEach(() => vi.restoreAllMocks());

describe('the account remote routes', { timeout: 20_000 }, () => {
  it.each(['/', '/profile'])('renders the profile at %s', async (route) => {
    fakeAccountApi();
    renderRoute(route);
    expect(await findPageHeading('Profile')).toBeInTheDocument();
  });

  it('renders Transfer at /transfer', async () => {
    fakeAccountApi();
    renderRoute('/transfer');
    expect(await findPageHeading('Transfer')).toBeInTheDocument();
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
    expect(await findPageHeading('Verify your account')).toBeInTheDocument();
  });

  it.each(paths)('serves /%s, which the shell sends here', async (segment) => {
    const redirect = watchNotFoundRedirect();
    fakeAccountApi();
    renderRoute(`/${segment}`);
    await redirect.expectPage();
  });

  it('sends an unknown path to the API not-found page instead of a blank page', async () => {
    const redirect = watchNotFoundRedirect();
    fakeAccountApi();
    renderRoute('/profile/nowhere');
    await redirect.expectRedirected('/profile/nowhere');
  });
});
