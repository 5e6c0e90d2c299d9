import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { totpAt } from '../src/lib/totp.js';
import { sendSecurityChangeNotices } from '../src/modules/identity/security-hold/index.js';
import {
  BTC_ADDRESS,
  customerReadyToWithdraw,
  estimate,
  registerWithdrawAccount,
  withdrawFiat,
} from './helpers/funding.js';
import { latestCode, outboxFor } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { enableTwoFactor, PASSWORD, signedInUser } from './helpers/users.js';

const NEW_PASSWORD = 'violet tugboat marmalade lantern';
const APP_URL = 'https://app.example.test';
const HOUR = 3_600_000;

const t = useTestApp();

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const holdOf = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/user/security-hold', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { hold: { until: string; change: string } | null } }>().data.hold;
};

/** A funded customer whose bank account was registered before any change. */
const customer = () => customerReadyToWithdraw(t.app);

/** What the hold stops, and what it leaves alone (AUD to the account already registered). */
async function expectHeld(headers: Headers) {
  const crypto = await estimate(t.app, headers, {
    asset: 'BTC',
    amount: '0.01',
    address: BTC_ADDRESS,
  });
  expect(crypto.statusCode).toBe(403);
  expect(crypto.json()).toMatchObject({ code: 'security_hold' });
  expect(crypto.json().message).toMatch(/withdraw crypto from .* \(Sydney time\)/);
  const address = await post('/custodial/address-book', headers, {
    asset: 'BTC',
    label: 'Cold wallet',
    address: BTC_ADDRESS,
    password: PASSWORD,
  });
  expect(address.statusCode).toBe(403);
  expect(address.json().code).toBe('security_hold');
  const bank = await registerWithdrawAccount(t.app, headers, {
    bsb: '062-000',
    accountNumber: '87654321',
  });
  expect(bank.statusCode).toBe(403);
  expect(bank.json().code).toBe('security_hold');
  const aud = await withdrawFiat(t.app, headers, { amount: '20', password: PASSWORD });
  expect(aud.statusCode, aud.body).toBe(200);
}

async function expectHoldOfAboutADay(headers: Headers, change: string) {
  const hold = await holdOf(headers);
  expect(hold?.change).toBe(change);
  const left = new Date(hold?.until ?? 0).getTime() - Date.now();
  expect(left).toBeGreaterThan(23.9 * HOUR);
  expect(left).toBeLessThanOrEqual(24 * HOUR);
}

describe('security hold', () => {
  it('none before any change: crypto can be estimated', async () => {
    const { headers } = await customer();
    expect(await holdOf(headers)).toBeNull();
    const crypto = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: BTC_ADDRESS,
    });
    expect(crypto.statusCode, crypto.body).toBe(200);
  });

  it('after a password change: 24 hours on crypto and new destinations', async () => {
    const { headers } = await customer();
    const changed = await post('/user/password', headers, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectHoldOfAboutADay(headers, 'password');
    // The step-up password is the new one now.
    const crypto = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: BTC_ADDRESS,
    });
    expect(crypto.json().code).toBe('security_hold');
  });

  it('after a password reset', async () => {
    const { user, headers } = await customer();
    await post('/user/forgot-password', {}, { email: user.email });
    const [message] = await outboxFor(t.app, user.email);
    const token = new URL(message?.link ?? 'x:').searchParams.get('token') ?? '';
    const reset = await post('/auth/reset-password', {}, { token, password: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await post('/auth/login', {}, { email: user.email, password: NEW_PASSWORD });
    const fresh = { authorization: `Bearer ${login.json().data.token as string}` };
    await expectHoldOfAboutADay(fresh, 'password');
    expect(headers).toBeDefined();
  });

  it('after a verified mobile is replaced, not after the first one', async () => {
    const { headers } = await customer();
    const number = '+61498765432';
    expect((await post('/user/verify/phone', headers, { phoneNumber: number })).statusCode).toBe(
      200,
    );
    const code = await latestCode(t.app, number);
    const verified = await post('/user/verify/phone', headers, { phoneNumber: number, otp: code });
    expect(verified.statusCode, verified.body).toBe(200);
    await expectHoldOfAboutADay(headers, 'phone');
    await expectHeld(headers);

    const newcomer = await signedInUser(t.app, { verified: false });
    const first = '+61498765433';
    await post('/user/verify/phone', newcomer.headers, { phoneNumber: first });
    const firstCode = await latestCode(t.app, first);
    await post('/user/verify/phone', newcomer.headers, { phoneNumber: first, otp: firstCode });
    expect(await holdOf(newcomer.headers)).toBeNull();
  });

  it('after two-factor is turned on, turned off, or reset by support', async () => {
    const { user, headers } = await customer();
    const started = await post('/user/twoFA', headers, { userId: user.user_id });
    expect(started.statusCode).toBe(200);
    const secret = started.json().data.secret as string;
    const now = Math.floor(Date.now() / 1000);
    const on = await post('/user/twoFA/confirm', headers, { otp: totpAt(secret, now) });
    expect(on.statusCode, on.body).toBe(200);
    await expectHoldOfAboutADay(headers, 'two_factor');

    await sql`delete from security_changes where user_id = ${user.user_id}`.execute(t.app.db);
    const off = await post('/user/twoFA/disable', headers, { otp: totpAt(secret, now + 30) });
    expect(off.statusCode, off.body).toBe(200);
    await expectHoldOfAboutADay(headers, 'two_factor');

    await sql`delete from security_changes where user_id = ${user.user_id}`.execute(t.app.db);
    await enableTwoFactor(t.app.db, user.user_id);
    const staff = await signedInUser(t.app, { role: 'support_lv2' });
    const staffCode = totpAt('JBSWY3DPEHPK3PXP', Math.floor(Date.now() / 1000));
    const reset = await post(`/support/users/${user.user_id}/two-factor/reset`, staff.headers, {
      reason: 'Lost phone, identity checked on a call',
      otp: staffCode,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await expectHoldOfAboutADay(headers, 'two_factor');
  });

  it('lasts as long as the admin setting says; zero means none', async () => {
    const { user, headers } = await customer();
    await sql`update trade_settings set security_hold_hours = 0`.execute(t.app.db);
    try {
      await post('/user/password', headers, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(await holdOf(headers)).toBeNull();
      await sql`update trade_settings set security_hold_hours = 48`.execute(t.app.db);
      await post('/user/password', headers, {
        currentPassword: NEW_PASSWORD,
        newPassword: PASSWORD,
      });
      const hold = await holdOf(headers);
      expect(new Date(hold?.until ?? 0).getTime() - Date.now()).toBeGreaterThan(47.9 * HOUR);
    } finally {
      await sql`update trade_settings set security_hold_hours = 24`.execute(t.app.db);
    }
    expect(user.user_id).toBeTruthy();
  });
});

describe('the security e-mail and its lock link', () => {
  it('tells of every change once, and the link locks money out and signs out', async () => {
    const { user, headers } = await customer();
    await post('/user/password', headers, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    await sendSecurityChangeNotices(t.app, APP_URL);
    await sendSecurityChangeNotices(t.app, APP_URL);
    const notices = (await outboxFor(t.app, user.email)).filter((m) =>
      (m.subject ?? '').startsWith('The password of your Wattle account was changed'),
    );
    expect(notices).toHaveLength(1);
    const link = new URL(notices[0]?.link ?? 'x:');
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/lock-account`);
    expect(notices[0]?.body).toMatch(/wait until .* \(Sydney time\)/);
    const token = link.searchParams.get('token') ?? '';
    const stored = await t.app.db
      .selectFrom('security_changes')
      .select('lock_token_hash')
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(stored.lock_token_hash).not.toContain(token);

    const locked = await post('/auth/lock-account', {}, { token });
    expect(locked.statusCode, locked.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/user', headers })).statusCode).toBe(401);
    const suspended = await t.app.db
      .selectFrom('permission_suspensions')
      .select('permission')
      .where('user_id', '=', user.user_id)
      .where('lifted_at', 'is', null)
      .execute();
    expect(suspended.map((row) => row.permission).sort()).toEqual([
      'WITHDRAW_CRYPTO',
      'WITHDRAW_FIAT',
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_user_id', '=', user.user_id)
      .where('action', '=', 'account.locked')
      .execute();
    expect(audit).toHaveLength(1);

    const again = await post('/auth/lock-account', {}, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('LockLinkInvalid');
    const made = await post('/auth/lock-account', {}, { token: 'a'.repeat(43) });
    expect(made.statusCode).toBe(400);
    const empty = await post('/auth/lock-account', {}, {});
    expect(empty.statusCode).toBe(400);
  });
});
