// @vitest-environment happy-dom
import '../../testing/setup-dom.js';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionType } from '../../contracts/user.js';
import { sessionKeys } from '../../query/query-keys.js';
import { clearToken, setToken } from '../../session/token-store.js';
import { fakeApi } from '../../testing/fake-api.js';
import { testToken, userFixture } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/render-app.js';
import { AccessBanner } from './access-banner.js';
import { accessNotice } from './access-notice.js';

const unverified = userFixture({ documentsVerified: false });

function signIn(user = userFixture(), permissions: PermissionType[] = ['LOGIN']) {
  setToken(testToken());
  fakeApi({
    'GET /user': user,
    'GET /user/permissions': permissions.map((type) => ({ type })),
  });
}

afterEach(() => clearToken());

describe('AccessBanner', () => {
  it('sends an unverified customer to verification with a visible action', async () => {
    signIn(unverified);
    renderApp(<AccessBanner needs={['BUY', 'SELL']} />);
    expect(await screen.findByText('Verify your identity to start trading')).toBeInTheDocument();
    expect(screen.getByText(/Buying and selling open once/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/new-profile',
    );
  });

  it('shows nothing when every needed permission is granted', async () => {
    signIn(userFixture(), ['LOGIN', 'BUY', 'SELL']);
    const { queryClient } = renderApp(<AccessBanner needs={['BUY', 'SELL']} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(sessionKeys.permissions())?.status).toBe('success'),
    );
    expect(screen.queryByTestId('access-banner')).not.toBeInTheDocument();
  });

  it('tells a verified customer whose permission is suspended to contact support', async () => {
    signIn(userFixture(), ['LOGIN', 'BUY']);
    renderApp(<AccessBanner needs={['BUY', 'SELL']} />);
    expect(await screen.findByText('Some actions are paused on your account')).toBeInTheDocument();
    expect(screen.getByText(/Selling is paused/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});

describe('accessNotice', () => {
  it('picks the notice from what the user lacks', () => {
    expect(accessNotice(unverified, ['LOGIN'], ['DEPOSIT_FIAT'])?.body).toMatch(
      /^Depositing opens once/,
    );
    expect(accessNotice(userFixture({ pepStatus: 'found' }), [], ['BUY'])?.kind).toBe('review');
    expect(accessNotice(userFixture({ role: 'support_lv2' }), [], ['BUY'])?.kind).toBe('staff');
    expect(accessNotice(unverified, ['BUY'], ['BUY'])).toBeNull();
  });
});
