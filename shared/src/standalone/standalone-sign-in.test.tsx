// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, getToken } from '../session/token-store.js';
import { fakeApi } from '../testing/fake-api.js';
import { renderApp } from '../testing/render-app.js';
import { StandaloneSignIn } from './standalone-sign-in.js';

afterEach(() => clearToken());

describe('StandaloneSignIn', () => {
  it('says in plain words that a sign-in link was e-mailed, and signs nobody in', async () => {
    fakeApi({ 'POST /auth/login-admin': { status: 'sign_in_link_sent' } });
    renderApp(<StandaloneSignIn title="Wattle Account" staffHome="/support" />, {
      route: '/support',
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Sign in to the support console' })).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'sam@wattle.dev');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Your password is right.*We have e-mailed you a sign-in link/,
    );
    expect(getToken()).toBeNull();
  });

  it('signs a staff member in at the staff door from anywhere, with no box to tick', async () => {
    const token = 'header.payload.signature';
    const fetch = fakeApi({
      'POST /auth/login': () => ({
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'StaffSignInOnly',
          message: 'Staff accounts log in on the staff log-in page, /staff/login.',
        },
      }),
      'POST /auth/login-admin': {
        status: 'authenticated',
        token,
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
    });
    renderApp(<StandaloneSignIn title="Wattle Account" staffHome="/support" />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Sign in to Wattle Account' })).toBeVisible();
    await user.type(screen.getByLabelText(/Email/), 'sam@wattle.dev');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getToken()).toBe(token));
    const paths = fetch.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : input.toString()).pathname,
    );
    expect(paths).toEqual(['/auth/login', '/auth/login-admin']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a session ended instead of waiting forever', () => {
    renderApp(
      <StandaloneSignIn
        title="Wattle Account"
        staffHome="/support"
        endedBecause="Your session has expired."
      />,
      { route: '/support/audit' },
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Sign in again to carry on.',
    );
  });
});
