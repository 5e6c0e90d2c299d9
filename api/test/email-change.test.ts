import { describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { sendSecurityChangeNotices } from '../src/modules/identity/security-hold/index.js';
import { BTC_ADDRESS, estimate } from './helpers/funding.js';
import { fund } from './helpers/ledger.js';
import { outboxFor } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { enableTwoFactor, PASSWORD, signedInUser, signIn, userRow } from './helpers/users.js';

const HOUR = 3_600_000;

const t = useTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

let count = 0;
const newAddress = () => {
  count += 1;
  return `moved${count}-${Date.now()}@example.org`;
};

/** The code in the newest e-mail to `to`. */
async function codeSentTo(to: string): Promise<string> {
  const [message] = await outboxFor(t.app, to);
  expect(message?.subject).toBe('Confirm your new e-mail address for Wattle');
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

const requestChange = (headers: Headers, body: object) =>
  post('/user/email/change', headers, { currentPassword: PASSWORD, ...body });

describe('changing the sign-in e-mail', () => {
  it('a code to the new address confirms it: other sessions end, the hold starts, the old address is told', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'btc', '1');
    const other = await signIn(t.app, user.email);
    await post('/user/forgot-password', {}, { email: user.email });
    const [resetMail] = await outboxFor(t.app, user.email);
    const resetToken = new URL(resetMail?.link ?? 'x:').searchParams.get('token') ?? '';
    const to = newAddress();
    const asked = await requestChange(headers, { newEmail: to });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().data).toMatchObject({ sent: true, newEmail: to });
    // Nothing changes before the code.
    expect((await userRow(t.app.db, user.user_id)).email).toBe(user.email);
    const code = await codeSentTo(to);

    const confirmed = await post('/user/email/confirm', headers, { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ email: to });
    const row = await userRow(t.app.db, user.user_id);
    expect(row.email).toBe(to);
    expect(row.email_verified).toBe(true);
    // This session stays, the other one ended.
    expect((await get('/user', headers)).json().data.email).toBe(to);
    expect((await get('/user', other)).statusCode).toBe(401);

    const hold = (await get('/user/security-hold', headers)).json().data.hold;
    expect(hold?.change).toBe('email');
    expect(new Date(hold?.until ?? 0).getTime() - Date.now()).toBeGreaterThan(23.9 * HOUR);
    const crypto = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: BTC_ADDRESS,
    });
    expect(crypto.json().code).toBe('security_hold');

    await sendSecurityChangeNotices(t.app, 'https://app.example.test');
    const [told] = await outboxFor(t.app, user.email);
    expect(told?.subject).toBe('The e-mail address of your Wattle account was changed');
    expect(told?.link).toMatch(/^https:\/\/app\.example\.test\/lock-account\?token=/);
    expect((await outboxFor(t.app, to)).some((m) => m.subject?.includes('was changed'))).toBe(
      false,
    );
    // A reset link sent to the old address before the change no longer works.
    const reset = await post(
      '/auth/reset-password',
      {},
      { token: resetToken, password: 'violet tugboat marmalade lantern' },
    );
    expect(reset.statusCode).toBe(400);
    // The lock link from the old address works.
    const token = new URL(told?.link ?? 'x:').searchParams.get('token');
    const locked = await post('/auth/lock-account', {}, { token: token ?? '' });
    expect(locked.statusCode, locked.body).toBe(200);

    // Signing in now takes the new address.
    const login = await post('/auth/login', {}, { email: to, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const { user, headers } = await signedInUser(t.app);
    const cases: [object, number, RegExp][] = [
      [{ newEmail: 'nope' }, 400, /Email is invalid/],
      [{ newEmail: user.email.toUpperCase() }, 400, /already your sign-in e-mail/],
      [{ newEmail: newAddress(), currentPassword: 'wrong password here' }, 400, /not correct/],
      [{ newEmail: newAddress(), currentPassword: '' }, 400, /required/],
    ];
    for (const [body, status, message] of cases) {
      const response = await requestChange(headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const none = await post('/user/email/confirm', headers, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('EmailChangeCodeInvalid');
    const malformed = await post('/user/email/confirm', headers, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect((await userRow(t.app.db, user.user_id)).email).toBe(user.email);
    expect((await get('/user/security-hold', headers)).json().data.hold).toBeNull();
  });

  it('wrong codes are counted; the fifth ends the change', async () => {
    const { user, headers } = await signedInUser(t.app);
    const to = newAddress();
    expect((await requestChange(headers, { newEmail: to })).statusCode).toBe(202);
    const code = await codeSentTo(to);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const response = await post('/user/email/confirm', headers, { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`${left} attempt`);
    }
    const fifth = await post('/user/email/confirm', headers, { code: wrong });
    expect(fifth.statusCode).toBe(429);
    const late = await post('/user/email/confirm', headers, { code });
    expect(late.json().code).toBe('EmailChangeCodeInvalid');
    expect((await userRow(t.app.db, user.user_id)).email).toBe(user.email);
  });

  it('an address another account uses: the same answer, refused only at confirmation', async () => {
    const taken = await signedInUser(t.app);
    const { user, headers } = await signedInUser(t.app);
    const asked = await requestChange(headers, { newEmail: taken.user.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().data.sent).toBe(true);
    const code = await codeSentTo(taken.user.email.toUpperCase());
    const confirmed = await post('/user/email/confirm', headers, { code });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'EmailNotAvailable' });
    expect(confirmed.json().message).toMatch(/cannot be used for this Wattle account/);
    expect((await userRow(t.app.db, user.user_id)).email).toBe(user.email);
    expect((await get('/user/security-hold', headers)).json().data.hold).toBeNull();
  });

  it('with two-factor on, needs the authenticator code too', async () => {
    const { user, headers } = await signedInUser(t.app);
    const secret = await enableTwoFactor(t.app.db, user.user_id);
    const without = await requestChange(headers, { newEmail: newAddress() });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe('TwoFactorRequiredError');
    const wrongOtp = await requestChange(headers, { newEmail: newAddress(), otp: '000000' });
    expect([400, 401]).toContain(wrongOtp.statusCode);
    const to = newAddress();
    const otp = totpAt(secret, Math.floor(Date.now() / 1000));
    const asked = await requestChange(headers, { newEmail: to, otp });
    expect(asked.statusCode, asked.body).toBe(202);
    const confirmed = await post('/user/email/confirm', headers, { code: await codeSentTo(to) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('requests are rate-limited per person', async () => {
    const { headers } = await signedInUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await requestChange(headers, { newEmail: newAddress() })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});
