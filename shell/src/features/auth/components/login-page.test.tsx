import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, INVALID_EMAIL_OR_PASSWORD, setAnalyticsSink } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingSink } from '@/lib/analytics/recording-sink';
import { fill, renderShell } from '@/testing/render-shell';
import { requestsOf } from '@/testing/requests';
import { LoginPage } from './login-page';

const token = testToken();

function signedInApi(login: (body: { otp?: string }) => { status?: number; body: unknown }) {
  return fakeApi({
    'POST /auth/login': ({ body }: { body: { otp?: string } }) => login(body),
    'GET /user': userFixture(),
    'GET /user/permissions': [{ type: 'LOGIN' }],
    'GET /notification': [],
  });
}

async function fillCredentials() {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText(/Email/), 'charlotte@example.com');
  await fill(user, screen.getByLabelText(/Password/), 'correct horse battery');
  return user;
}

describe('LoginPage', () => {
  afterEach(() => setAnalyticsSink(null));

  it('asks for the authenticator code when 2FA is on, then returns to where the person was', async () => {
    const sink = createRecordingSink();
    setAnalyticsSink(sink);
    const api = signedInApi(({ otp }) =>
      otp === '123456'
        ? {
            body: {
              data: { status: 'authenticated', token, expiresAt: '2030-01-01T00:00:00.000Z' },
            },
          }
        : { body: { data: { status: 'two_factor_required' } } },
    );
    renderShell(<LoginPage />, {
      route: '/login?next=%2Fprofile%3Ftab%3Dpreference',
      path: 'login',
    });

    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(getToken()).toBeNull();

    await fill(user, screen.getByLabelText(/Authenticator code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(screen.getByTestId('current-path')).toHaveTextContent('/profile?tab=preference'),
    );
    expect(getToken()).toBe(token);
    const logins = requestsOf(api).filter((request) => request.path === '/auth/login');
    expect(logins[1]?.body).toMatchObject({ otp: '123456' });
    // The user and notifications load together, then the sign-in is recorded.
    await waitFor(() =>
      expect(sink.records.map((record) => record.name)).toEqual(['user-1', 'sign_in']),
    );
    expect(requestsOf(api).map((request) => request.path)).toEqual(
      expect.arrayContaining(['/user', '/notification']),
    );
  });

  it('shows an e-mail-related error as "Invalid email or password"', async () => {
    signedInApi(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'No account uses that email' },
    }));
    renderShell(<LoginPage />, { route: '/login', path: 'login' });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(INVALID_EMAIL_OR_PASSWORD);
    expect(getToken()).toBeNull();
  });

  it('keeps Log in disabled until both e-mail and password are typed', async () => {
    signedInApi(() => ({ body: {} }));
    renderShell(<LoginPage />, { route: '/login', path: 'login' });
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    await fill(userEvent.setup(), screen.getByLabelText(/Email/), 'a@b.co');
    expect(button).toBeDisabled();
    await fill(userEvent.setup(), screen.getByLabelText(/Password/), 'x');
    expect(button).toBeEnabled();
  });
});
