import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_INVALID, INVALID_EMAIL_OR_PASSWORD } from '@wattle/shared';
import { fakeApi, renderApp } from '@wattle/shared/testing';
import { Navigate, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { fill, renderShell } from '@/testing/render-shell';
import { bodySentTo } from '@/testing/requests';
import { SignupPage } from './signup-page';

function renderSignup(route = '/signup') {
  renderShell(<SignupPage />, { route, path: 'signup' });
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await fill(user, screen.getByLabelText(/First name/), 'Ava');
  await fill(user, screen.getByLabelText(/Last name/), 'Lee');
  if (email) await fill(user, screen.getByLabelText(/^Email/), email);
  await fill(user, screen.getByLabelText(/^Password/), 'a long password');
}

describe('SignupPage', () => {
  it('takes the referral code from the link and sends it with the new account', async () => {
    const api = fakeApi({
      'POST /auth/signup': () => ({ status: 202, body: { data: { email: 'ava@example.com' } } }),
    });
    const user = renderSignup('/signup?referralCode=FRIEND23');
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('FRIEND23');
    await fillIn(user, '  ava@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText('ava@example.com')).toBeInTheDocument();
    expect(bodySentTo(api, '/auth/signup')).toEqual({
      firstName: 'Ava',
      lastName: 'Lee',
      email: 'ava@example.com',
      password: 'a long password',
      referralCode: 'FRIEND23',
      // The browser's own random id, kept for the next sign-up from it.
      deviceId: localStorage.getItem('wattle.deviceId'),
    });
    expect(localStorage.getItem('wattle.deviceId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('starts with the e-mail the home page’s Get Started carried', () => {
    renderApp(
      <SessionProvider>
        <Routes>
          <Route
            path="/"
            element={<Navigate to="/signup" state={{ email: 'ava@example.com' }} />}
          />
          <Route path="/signup" element={<SignupPage />} />
        </Routes>
      </SessionProvider>,
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ava@example.com');
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
  });

  it('checks the e-mail on submit, not on change, with the product’s messages', async () => {
    const api = fakeApi({});
    const user = renderSignup();
    await fillIn(user, 'ava@example');
    expect(screen.queryByTestId('form-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByTestId('form-error')).toHaveTextContent(EMAIL_INVALID);

    // Fixing it does not clear the message until the next submit.
    await fill(user, screen.getByLabelText(/^Email/), '.com');
    expect(screen.getByTestId('form-error')).toHaveTextContent(EMAIL_INVALID);
    // A blank e-mail is missing, so there is nothing to send ('Email field is required').
    await user.clear(screen.getByLabelText(/^Email/));
    await fill(user, screen.getByLabelText(/^Email/), '   ');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows an e-mail-related API error as "Invalid email or password"', async () => {
    fakeApi({
      'POST /auth/signup': () => ({
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          message: 'An account with this email already exists. Log in instead.',
          code: 'EmailTaken',
        },
      }),
    });
    const user = renderSignup();
    await fillIn(user, 'ava@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(INVALID_EMAIL_OR_PASSWORD);
  });
});
