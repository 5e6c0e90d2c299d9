// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen } from '@testing-library/react';
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
    renderApp(<StandaloneSignIn title="the support console" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'sam@wattle.dev');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: 'I am Wattle support staff' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Your password is right.*We have e-mailed you a sign-in link/,
    );
    expect(getToken()).toBeNull();
  });
});
