import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { requestsOf } from '@/testing/requests';
import { LockAccountPage } from './lock-account-page';

const TOKEN = 'a-lock-token-from-the-security-email';

describe('LockAccountPage', () => {
  it('locks only when the owner presses the button, with the token from the link', async () => {
    const api = fakeApi({ 'POST /auth/lock-account': { locked: true } });
    renderShell(<LockAccountPage />, { route: `/lock-account?token=${TOKEN}` });
    await screen.findByRole('button', { name: 'Lock my account' });
    expect(requestsOf(api).filter((r) => r.path.endsWith('/auth/lock-account'))).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lock my account' }));
    expect(await screen.findByText('Your account is locked')).toBeInTheDocument();
    expect(requestsOf(api).find((r) => r.path.endsWith('/auth/lock-account'))?.body).toEqual({
      token: TOKEN,
    });
  });

  it('forgets this device’s session, which the lock ended with the others', async () => {
    fakeApi({
      'POST /auth/lock-account': { locked: true },
      'GET /user': userFixture(),
      'GET /user/permissions': [],
      'GET /notification': [],
      'POST /auth/logout': { ok: true },
    });
    setToken(testToken());
    renderShell(<LockAccountPage />, { route: `/lock-account?token=${TOKEN}` });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lock my account' }));
    expect(await screen.findByText('Your account is locked')).toBeInTheDocument();
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('says so when the link has no token, and offers nothing to press', async () => {
    fakeApi({});
    renderShell(<LockAccountPage />, { route: '/lock-account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This lock link is incomplete');
    expect(screen.getByRole('button', { name: 'Lock my account' })).toBeDisabled();
  });
});
