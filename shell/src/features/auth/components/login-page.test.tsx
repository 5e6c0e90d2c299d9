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

type LoginBody = { otp?: string; backupCode?: string };

function signedInApi(login: (body: LoginBody) => { status?: number; body: unknown }) {
  return fakeApi({
    'POST /auth/login': ({ body }: { body: LoginBody }) => login(body),
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

  it('signs in with a backup code when the device is lost, sending only that code', async () => {
    const api = signedInApi(({ otp, backupCode }) =>
      backupCode === 'k7m2p-q9xtr' && otp === undefined
        ? {
            body: {
              data: { status: 'authenticated', token, expiresAt: '2030-01-01T00:00:00.000Z' },
            },
          }
        : { body: { data: { status: 'two_factor_required' } } },
    );
    renderShell(<LoginPage />, { route: '/login', path: 'login' });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(
      await screen.findByRole('button', { name: 'Lost your device? Use a backup code' }),
    );
    expect(screen.getByRole('heading', { name: 'Use a backup code' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'I can’t use my authenticator or a backup code' }),
    ).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Backup code/), 'not a code');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter a backup code like k7m2p-q9xtr')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Backup code/));
    await fill(user, screen.getByLabelText(/Backup code/), 'k7m2p-q9xtr');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(getToken()).toBe(token));
    const logins = requestsOf(api).filter((request) => request.path === '/auth/login');
    expect(logins.at(-1)?.body).toEqual({
      email: 'charlotte@example.com',
      password: 'correct horse battery',
      backupCode: 'k7m2p-q9xtr',
    });
  });

  it('without authenticator or backup code, asks support to reset two-factor and says what follows', async () => {
    const api = fakeApi({
      'POST /auth/login': { status: 'two_factor_required' },
      'POST /auth/two-factor-reset': () => ({
        status: 202,
        body: {
          data: {
            status: 'pending',
            requestedAt: '2026-12-03T23:00:00.000Z',
            answerBy: '2026-12-06T23:00:00.000Z',
            holdHours: 24,
          },
        },
      }),
    });
    renderShell(<LoginPage />, { route: '/login', path: 'login' });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(
      await screen.findByRole('button', { name: 'I can’t use my authenticator or a backup code' }),
    );
    expect(
      screen.getByRole('heading', { name: 'Ask support to reset two-factor' }),
    ).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Date of birth/), '14071988');
    await fill(user, screen.getByLabelText(/Passport or driver’s licence number/), 'pa 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send request to support' }));
    expect(
      await screen.findByRole('heading', { name: 'Request sent to Wattle support' }),
    ).toBeInTheDocument();
    expect(screen.getByText('07/12/2026 10:00am')).toBeInTheDocument();
    expect(screen.getByText(/wait 24 hours after the reset/)).toBeInTheDocument();
    const [sent] = requestsOf(api).filter((request) => request.path === '/auth/two-factor-reset');
    expect(sent?.body).toEqual({
      email: 'charlotte@example.com',
      password: 'correct horse battery',
      dateOfBirth: '14/07/1988',
      documentNumber: 'PA1234567',
    });
    expect(getToken()).toBeNull();
  });

  it('has no staff box: staff log in at /staff/login, through the staff door', async () => {
    const api = fakeApi({
      'POST /auth/login-admin': {
        status: 'authenticated',
        token,
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
      'GET /user': userFixture({ role: 'support_lv1' }),
      'GET /user/permissions': [{ type: 'LOGIN' }],
      'GET /notification': [],
    });
    renderShell(<LoginPage />, { route: '/staff/login', path: 'staff/login' });
    expect(screen.getByRole('heading', { name: 'Staff log in' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getToken()).toBe(token));
    expect(requestsOf(api).some((request) => request.path === '/auth/login-admin')).toBe(true);
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

  it('after several wrong passwords, says in plain words that a sign-in link was e-mailed', async () => {
    signedInApi(() => ({ body: { data: { status: 'sign_in_link_sent' } } }));
    renderShell(<LoginPage />, { route: '/login', path: 'login' });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/Your password is right/)).toBeInTheDocument();
    expect(screen.getByText('charlotte@example.com')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('finishes a sign-in link: its token goes with the password, to the staff door for staff', async () => {
    const api = fakeApi({
      'POST /auth/login-admin': {
        status: 'authenticated',
        token,
        expiresAt: '2030-01-01T00:00:00.000Z',
      },
      'GET /user': userFixture(),
      'GET /user/permissions': [{ type: 'LOGIN' }],
      'GET /notification': [],
    });
    renderShell(<LoginPage />, {
      route: '/login?token=link-token-0123456789&staff=1',
      path: 'login',
    });
    expect(screen.getByText(/finish logging in with the link we e-mailed you/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getToken()).toBe(token));
    const [login] = requestsOf(api).filter((request) => request.path === '/auth/login-admin');
    expect(login?.body).toEqual({
      email: 'charlotte@example.com',
      password: 'correct horse battery',
      signInToken: 'link-token-0123456789',
    });
  });

  it('drops a spent link after saying so, so the next try brings a new one', async () => {
    const api = signedInApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This sign-in link has expired, was already used or is not for this account.',
        code: 'InvalidLink',
      },
    }));
    renderShell(<LoginPage />, { route: '/login?token=link-token-0123456789', path: 'login' });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(/sign-in link has expired/);
    expect(await screen.findByText('Welcome back to Wattle.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(requestsOf(api).filter((request) => request.path === '/auth/login')).toHaveLength(2),
    );
    const [, second] = requestsOf(api).filter((request) => request.path === '/auth/login');
    expect(second?.body).not.toHaveProperty('signInToken');
  });
});
