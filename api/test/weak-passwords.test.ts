import { PASSWORD_TOO_WEAK } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasksSettled } from '../src/lib/background-task.js';
import { latestToken } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, PASSWORD, signIn, userRow } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  // A trusted proxy, so the cases below can come from addresses of their own: resets are
  // limited per address.
  t = await createTestApp({ env: { TRUSTED_PROXIES: ['127.0.0.1'] } });
});
afterAll(() => t.close());

/** Ten characters or more, so the length rule passes and only guessability refuses them. */
const WEAK = ['aaaaaaaaaa', '1234567890', 'password123', 'qwertyuiop', 'Password1!'];
const GOOD = 'kettle orbit meadow lantern';

const signup = (
  password: string,
  email = `weak-${Math.random().toString(36).slice(2)}@example.com`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email, password, firstName: 'Mia', lastName: 'Ngata' },
  });

function expectTooWeak(response: Awaited<ReturnType<typeof signup>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    statusCode: 400,
    message: PASSWORD_TOO_WEAK,
    code: 'PasswordTooWeakError',
  });
}

describe('weak passwords', () => {
  it.each(WEAK)('sign-up refuses %s and creates no account', async (password) => {
    const email = `weak-${password.replace(/\W/g, '')}@example.com`;
    expectTooWeak(await signup(password, email));
    await backgroundTasksSettled();
    const row = await t.app.db
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('sign-up refuses a known address the same way as a new one', async () => {
    const user = await createUser(t.app.db);
    const known = await signup('1234567890', user.email);
    const unknown = await signup('1234567890');
    expectTooWeak(known);
    expect(known.body).toBe(unknown.body);
  });

  it("sign-up refuses a password made of the person's own name and e-mail", async () => {
    expectTooWeak(await signup('mianga@example.com', 'mianga@example.com'));
    expect((await signup('mianga@example.com', 'someone-else@example.com')).statusCode).toBe(202);
  });

  it('sign-up accepts a good one, and the demo and test passwords still pass', async () => {
    for (const password of [GOOD, 'wattle-demo-pass', PASSWORD, 'a long enough password']) {
      expect((await signup(password)).statusCode, password).toBe(202);
    }
  });

  it('a reset refuses a weak password and leaves the link usable for a good one', async () => {
    const user = await createUser(t.app.db);
    await t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email: user.email },
    });
    await backgroundTasksSettled();
    const token = await latestToken(t.app, user.email);
    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
    const before = (await userRow(t.app.db, user.user_id)).password_hash;
    for (const password of WEAK) expectTooWeak(await reset(password));
    expect((await userRow(t.app.db, user.user_id)).password_hash).toBe(before);
    expect((await reset(GOOD)).statusCode).toBe(200);
  });

  it('a change refuses a weak new password and keeps the old one', async () => {
    const user = await createUser(t.app.db);
    const headers = await signIn(t.app, user.email);
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/user/password',
        headers,
        payload: { currentPassword: PASSWORD, newPassword },
      });
    // Two, not all: password changes are rate limited per account.
    for (const password of WEAK.slice(0, 2)) expectTooWeak(await change(password));
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: user.email, password },
      });
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect((await change(GOOD)).statusCode).toBe(200);
    expect((await login(GOOD)).statusCode).toBe(200);
  });
});

describe('one password policy, with the same words of the person, on every path', () => {
  /** A reset link for `email`, from the outbox. */
  async function resetLinkFor(email: string) {
    await t.app.inject({ method: 'POST', url: '/user/forgot-password', payload: { email } });
    await backgroundTasksSettled();
    return latestToken(t.app, email);
  }
  const reset = (token: string, password: string, from: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password },
      headers: { 'x-forwarded-for': from },
    });

  it.each([
    ['user', '198.51.100.1'],
    ['support_lv1', '198.51.100.2'],
    ['admin', '198.51.100.3'],
  ] as const)(
    'a reset refuses the %s’s own e-mail or name as the password, and keeps the link',
    async (role, from) => {
      const user = await createUser(t.app.db, {
        role,
        email: `tamsin.okonkwo.${role.replace('_', '')}@example.com`,
      });
      const token = await resetLinkFor(user.email);
      const before = (await userRow(t.app.db, user.user_id)).password_hash;
      expectTooWeak(await reset(token, user.email, from));
      expectTooWeak(await reset(token, user.email.toUpperCase(), from));
      expectTooWeak(await reset(token, `${user.first_name}${user.last_name}`.toLowerCase(), from));
      expect((await userRow(t.app.db, user.user_id)).password_hash).toBe(before);
      expect((await reset(token, GOOD, from)).statusCode).toBe(200);
    },
  );

  it('a staff member’s change refuses their own e-mail as the new password', async () => {
    const staff = await createUser(t.app.db, {
      role: 'support_lv1',
      email: 'percival.achterberg@example.com',
    });
    const headers = await signIn(t.app, staff.email, true);
    const change = await t.app.inject({
      method: 'POST',
      url: '/user/password',
      headers,
      payload: { currentPassword: PASSWORD, newPassword: staff.email },
    });
    expectTooWeak(change);
  });
});
