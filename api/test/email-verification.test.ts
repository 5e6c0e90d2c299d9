import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/secure-token.js';
import { A_DAY_AGO, rowCount } from './helpers/db.js';
import { holdEmails, latestToken, outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, userRow } from './helpers/users.js';
import { expectMalformedJsonRefused } from './helpers/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/user/verify/token', payload: { token } });
const request = (email: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/verify/email/request',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function signUp(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email, password: 'a long enough password', firstName: 'Ava', lastName: 'Lee' },
  });
  expect(response.statusCode).toBe(202);
  const row = await t.app.db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { userId: row.user_id };
}

const emailVerified = async (userId: string) => (await userRow(t.app.db, userId)).email_verified;

describe('e-mail verification', () => {
  it('e-mails a verification link at signup and verifies with it once', async () => {
    const { userId } = await signUp('verify-me@example.com');
    const [message] = await outboxFor(t.app, 'verify-me@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: expect.stringMatching(/verify/i) });
    expect(message?.link).toMatch(/^http:\/\/localhost:3000\/verify\?token=[\w-]{43}$/);

    const token = await latestToken(t.app, 'verify-me@example.com');
    const stored = await t.app.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(sha256Hex(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(24 * 60 * 60 * 1000);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ verified: true, email: 'verify-me@example.com' });
    expect(await emailVerified(userId)).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This verification link has expired or was already used. Ask for a new one.',
    );
  });

  it('sends a new link on request, and only the newest link works', async () => {
    const user = await createUser(t.app.db, { verified: false });
    await request(user.email);
    const older = await latestToken(t.app, user.email);
    const response = await request(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { sent: true } });
    const newer = await latestToken(t.app, user.email);
    expect(newer).not.toBe(older);
    expect((await verify(older)).statusCode).toBe(400);
    expect((await verify(newer)).statusCode).toBe(200);
  });

  it('answers the same for an unknown or already verified address, and sends nothing', async () => {
    const verified = await createUser(t.app.db);
    for (const email of ['nobody-here@example.com', verified.email]) {
      const response = await request(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { sent: true } });
      expect(await outboxFor(t.app, email)).toEqual([]);
    }
  });

  it('answers before any e-mail is sent or any link is issued: known and unknown alike', async () => {
    const user = await createUser(t.app.db, { verified: false });
    const { attempted, release } = holdEmails(t.app);
    try {
      const known = await request(user.email);
      const unknown = await request('nobody-verifies@example.com');
      // Both answered while the provider was held: the lookup, the link and the e-mail all
      // happen off the request path, so the answer cannot tell a customer's address apart.
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    } finally {
      await release();
    }
    expect(attempted).toEqual([user.email]);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const user = await createUser(t.app.db, { verified: false });
    await request(user.email);
    const token = await latestToken(t.app, user.email);
    await t.app.db
      .updateTable('one_time_tokens')
      .set({
        created_at: A_DAY_AGO,
        expires_at: new Date(Date.now() - 1000),
      })
      .where('token_hash', '=', sha256Hex(token))
      .execute();
    expect((await verify(token)).statusCode).toBe(400);
    expect(await emailVerified(user.user_id)).toBe(false);
  });

  it('does not take a password reset token as an e-mail token', async () => {
    const user = await createUser(t.app.db, { verified: false });
    await t.app.inject({
      method: 'POST',
      url: '/user/forgot-password',
      payload: { email: user.email },
    });
    const resetToken = await latestToken(t.app, user.email);
    expect((await verify(resetToken)).statusCode).toBe(400);
    expect(await emailVerified(user.user_id)).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email is invalid, please try again'],
    [{ email: '' }, 'Email field is required'],
    [{}, 'Email field is required'],
  ])('rejects a request of %j with a message', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/user/verify/email/request',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'ValidationError' });
  });

  it.each([
    [{ token: 'short' }, /token/],
    [{ token: 42 }, /token/],
    [{}, /token/],
  ])('rejects a token body of %j with a message', async (payload, message) => {
    const response = await t.app.inject({ method: 'PUT', url: '/user/verify/token', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = await rowCount(t.app.db, 'one_time_tokens');
    for (const [method, url] of [
      ['POST', '/user/verify/email/request'],
      ['PUT', '/user/verify/token'],
    ] as const) {
      await expectMalformedJsonRefused(t.app, method, url);
    }
    expect(await rowCount(t.app.db, 'one_time_tokens')).toBe(before);
  });

  it('limits requests per address: three an hour', async () => {
    const user = await createUser(t.app.db, { verified: false });
    for (let i = 0; i < 3; i += 1) {
      expect((await request(user.email, `10.1.0.${i}`)).statusCode).toBe(200);
    }
    const blocked = await request(user.email, '10.1.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RateLimitedError' });
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(await outboxFor(t.app, user.email)).toHaveLength(3);
  });
});
