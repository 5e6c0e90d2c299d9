import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { rowsOwnedBy } from './helpers/db.js';
import { GOOD_ACCOUNT, registerWithdrawAccount } from './helpers/funding.js';
import { outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  createUser,
  enableTwoFactor,
  PASSWORD,
  signedInUser,
  type TestUserOptions,
  userRow,
} from './helpers/users.js';

/**
 * Wrong authenticator codes count against the account, wherever they come from and whatever
 * they were for (signing in as a customer or staff, money out, turning two-factor off): a
 * password holder with many addresses cannot guess on.
 */

let t: TestApp;
beforeAll(async () => {
  // A trusted proxy, so each try below can name an address of its own.
  t = await createTestApp({ env: { TRUSTED_PROXIES: ['127.0.0.1'] } });
});
afterAll(() => t.close());

const codeNow = (secret: string) => totpAt(secret, Date.now() / 1000);
const wrongCode = (secret: string) => (codeNow(secret) === '000000' ? '111111' : '000000');
let address = 0;
/** A client address no other try in this file used. */
const nextAddress = () => {
  address += 1;
  return `203.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

const withTwoFactor = (userId: string) => enableTwoFactor(t.app.db, userId);

async function personWithTwoFactor(options: TestUserOptions = {}) {
  const user = await createUser(t.app.db, options);
  return { user, secret: await withTwoFactor(user.user_id) };
}

const signIn = (email: string, otp: string, staff = false) =>
  t.app.inject({
    method: 'POST',
    url: staff ? '/auth/login-admin' : '/auth/login',
    payload: { email, password: PASSWORD, otp },
    headers: { 'x-forwarded-for': nextAddress() },
  });

/** The owner's e-mails about wrong codes. */
const codeAlerts = async (email: string) =>
  (await outboxFor(t.app, email)).filter((mail) => /authenticator codes/i.test(mail.subject ?? ''));

function expectPaused(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'OtpAttemptsLimitReachedError' });
  expect(response.json().message).toMatch(/authenticator codes.* paused/);
}

describe('wrong codes at sign-in, from a new address each time', () => {
  it.each([
    ['a customer', false],
    ['staff (login-admin)', true],
  ] as const)(
    '%s: five pause the code step, even for the right code, and the owner is told',
    async (_who, staff) => {
      const { user, secret } = await personWithTwoFactor(staff ? { role: 'support_lv2' } : {});
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await signIn(user.email, wrongCode(secret), staff);
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().code).toBe('OtpError');
      }
      expectPaused(await signIn(user.email, codeNow(secret), staff));
      const row = await userRow(t.app.db, user.user_id);
      expect(row.failed_codes).toBe(5);
      expect(row.codes_locked_until?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(await codeAlerts(user.email)).toHaveLength(1);

      // Once the pause is over, the right code signs in and the count starts again.
      await t.app.db
        .updateTable('users')
        .set({ codes_locked_until: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.user_id)
        .execute();
      const right = await signIn(user.email, codeNow(secret), staff);
      expect(right.json().data.status).toBe('authenticated');
      expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(0);
    },
  );

  it('a wrong code after a pause pauses again, for twice as long', async () => {
    const { user, secret } = await personWithTwoFactor();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(user.email, wrongCode(secret));
    await t.app.db
      .updateTable('users')
      .set({ codes_locked_until: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.user_id)
      .execute();
    expect((await signIn(user.email, wrongCode(secret))).statusCode).toBe(401);
    const lockedFor = (await userRow(t.app.db, user.user_id)).codes_locked_until;
    expect(lockedFor?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expectPaused(await signIn(user.email, codeNow(secret)));
  });

  it('a burst of parallel wrong codes gets five tries, no more', async () => {
    const { user, secret } = await personWithTwoFactor();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(user.email, wrongCode(secret))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(5);
  });

  it('a right code clears the count', async () => {
    const { user, secret } = await personWithTwoFactor();
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(user.email, wrongCode(secret));
    expect((await signIn(user.email, codeNow(secret))).statusCode).toBe(200);
    expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(0);
  });
});

describe('wrong codes elsewhere count against the same account', () => {
  it('money out: five wrong step-up codes pause codes for money out and for sign-in', async () => {
    const { user, headers } = await signedInUser(t.app);
    const secret = await withTwoFactor(user.user_id);
    const register = (otp: string) =>
      registerWithdrawAccount(t.app, headers, { ...GOOD_ACCOUNT, otp });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(wrongCode(secret))).json()).toMatchObject({
        statusCode: 400,
        code: 'OtpError',
      });
    }
    const paused = await register(codeNow(secret));
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('OtpAttemptsLimitReachedError');
    expect(await rowsOwnedBy(t.app.db, 'withdraw_accounts', user.user_id)).toEqual([]);
    expectPaused(await signIn(user.email, codeNow(secret)));
    expect(await codeAlerts(user.email)).toHaveLength(1);
  });

  it('sign-in and turning two-factor off share the count', async () => {
    const { user, headers } = await signedInUser(t.app);
    const secret = await withTwoFactor(user.user_id);
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(user.email, wrongCode(secret));
    const disable = (otp: string) =>
      t.app.inject({ method: 'POST', url: '/user/twoFA/disable', headers, payload: { otp } });
    expect((await disable(wrongCode(secret))).statusCode).toBe(400);
    expect((await disable(wrongCode(secret))).statusCode).toBe(400);
    const paused = await disable(codeNow(secret));
    expect(paused.statusCode).toBe(429);
    expect((await userRow(t.app.db, user.user_id)).two_factor_enabled).toBe(true);
  });
});
