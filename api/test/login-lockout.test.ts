import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, PASSWORD, userRow } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('wrong passwords from rotating addresses', () => {
  it('pause the account after 5, whatever X-Forwarded-For says, and alert its owner', async () => {
    const user = await createUser(t.app.db);
    const answers: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await login(user.email, `wrong password ${attempt}`, `203.0.113.${attempt}`);
      answers.push(`${response.statusCode} ${response.json().code ?? ''}`.trim());
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('401 InvalidCredentials'));
    // Then the account waits; later the per-address limit (the real peer, not the fake
    // header) refuses too. Nothing gets through.
    expect(answers[5]).toBe('429 SignInLocked');
    expect(answers.slice(5).every((answer) => answer.startsWith('429'))).toBe(true);
    // Even the right password waits now: guessing on cannot succeed.
    const right = await login(user.email, PASSWORD, '198.51.100.7');
    expect(right.statusCode).toBe(429);
    const row = await userRow(t.app.db, user.user_id);
    expect(row.failed_logins).toBe(5);
    expect(row.login_locked_until?.getTime()).toBeGreaterThan(Date.now());

    const alerts = (await outboxFor(t.app, user.email)).filter((message) =>
      /Failed sign-ins/.test(message.subject ?? ''),
    );
    expect(alerts).toHaveLength(1);
  });

  it('believes no X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const user = await createUser(t.app.db);
    const response = await login(user.email, PASSWORD, '203.0.113.99');
    expect(response.statusCode).toBe(200);
    const session = await t.app.db
      .selectFrom('sessions')
      .select('ip')
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('127.0.0.1');
  });

  it('starts counting afresh after a successful sign-in', async () => {
    const user = await createUser(t.app.db);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await login(user.email, 'not it at all', '127.0.0.1')).statusCode).toBe(401);
    }
    expect((await login(user.email, PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    expect((await userRow(t.app.db, user.user_id)).failed_logins).toBe(0);
    expect((await login(user.email, 'not it at all', '127.0.0.1')).statusCode).toBe(401);
  });
});
