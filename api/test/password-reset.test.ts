import { RESET_LINK_INVALID } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/secure-token.js';
import { A_DAY_AGO, rowCount } from './helpers/db.js';
import { holdEmails, latestToken, outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, PASSWORD, signIn, userRow } from './helpers/users.js';
import { expectMalformedJsonRefused } from './helpers/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new passphrase';

const forgot = (email: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/forgot-password',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
const passwordHash = async (userId: string) => (await userRow(t.app.db, userId)).password_hash;

describe('forgot and reset password', () => {
  it('answers before any e-mail is sent or any link is issued: known and unknown alike', async () => {
    const user = await createUser(t.app.db);
    const { attempted, release } = holdEmails(t.app);
    try {
      const known = await forgot(user.email);
      const unknown = await forgot('nobody-here@example.com');
      // Both answered while the e-mail provider was held: the request path does not wait for
      // it (on a path that did, the known address would hang here).
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    } finally {
      await release();
    }
    const [message] = await outboxFor(t.app, user.email);
    expect(message?.subject).toBe('Reset your Wattle password');
    expect(attempted).toEqual([user.email]);
  });

  it('e-mails a one-hour link, resets the password once and ends every session', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user.email);

    const response = await forgot(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    const [message] = await outboxFor(t.app, user.email);
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/password-reset\?token=[\w-]{43}$/);
    const token = await latestToken(t.app, user.email);
    const stored = await t.app.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('reset_password');
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(60 * 60 * 1000);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { reset: true } });

    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/user', headers: session });
    expect(old.statusCode).toBe(401);
    expect(old.json().reason).toBe('session_ended');
    const [changed] = await outboxFor(t.app, user.email);
    expect(changed?.subject).toBe('Your Wattle password was changed');
    expect(changed?.link).toBeNull();

    const again = await reset(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: RESET_LINK_INVALID });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('says the same for an unknown address and sends nothing', async () => {
    const response = await forgot('no-account@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    expect(await outboxFor(t.app, 'no-account@example.com')).toEqual([]);
  });

  it('refuses an expired, unknown or superseded link and keeps the password', async () => {
    const user = await createUser(t.app.db);
    const before = await passwordHash(user.user_id);
    await forgot(user.email);
    const first = await latestToken(t.app, user.email);
    await forgot(user.email);
    const second = await latestToken(t.app, user.email);
    await t.app.db
      .updateTable('one_time_tokens')
      .set({ created_at: A_DAY_AGO, expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', sha256Hex(second))
      .execute();
    for (const token of [first, second, 'x'.repeat(43)]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: RESET_LINK_INVALID, code: 'InvalidLink' });
    }
    expect(await passwordHash(user.user_id)).toBe(before);
  });

  it.each([
    [{ token: 'a'.repeat(43), password: 'short' }, 'Password must be at least 10 characters'],
    [{ token: 'a'.repeat(43) }, 'Password is a required field'],
    [{ token: 'tiny', password: NEW_PASSWORD }, /token/],
    [{ token: 7, password: NEW_PASSWORD }, /token/],
  ])('rejects a reset of %j with a message', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('does not spend the link when the new password is not acceptable', async () => {
    const user = await createUser(t.app.db);
    await forgot(user.email);
    const token = await latestToken(t.app, user.email);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'nope' }, 'Email is invalid, please try again'],
    [{ email: 3 }, 'Email field is required'],
  ])('rejects forgot-password %j with a message', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/user/forgot-password', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = await rowCount(t.app.db, 'one_time_tokens');
    for (const url of ['/user/forgot-password', '/auth/reset-password']) {
      await expectMalformedJsonRefused(t.app, 'POST', url);
    }
    expect(await rowCount(t.app.db, 'one_time_tokens')).toBe(before);
  });

  it('limits reset e-mails per address and reset attempts per IP', async () => {
    const user = await createUser(t.app.db);
    for (let i = 0; i < 3; i += 1)
      expect((await forgot(user.email, `10.2.0.${i}`)).statusCode).toBe(200);
    expect((await forgot(user.email, '10.2.0.9')).statusCode).toBe(429);

    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/reset-password',
        remoteAddress: '10.2.1.1',
        payload: { token: 'b'.repeat(43), password: NEW_PASSWORD },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RateLimitedError');
  });
});
