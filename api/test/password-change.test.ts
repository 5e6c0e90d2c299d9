import { WRONG_CURRENT_PASSWORD } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/outbox.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, PASSWORD, signIn, userRow } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a fresh long passphrase';

const change = (headers: Record<string, string>, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/user/password', headers, payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/user', headers });

describe('POST /user/password', () => {
  it('changes the password, keeps this session, ends the others, audits and e-mails', async () => {
    const user = await createUser(t.app.db);
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);

    const response = await change(here, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { changed: true } });

    expect((await me(here)).statusCode).toBe(200);
    const other = await me(elsewhere);
    expect(other.statusCode).toBe(401);
    expect(other.json().reason).toBe('session_ended');
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_user_id', '=', user.user_id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['password.changed']);
    expect(JSON.stringify(audit[0]?.details)).not.toContain(NEW_PASSWORD);
    const [mail] = await outboxFor(t.app, user.email);
    expect(mail?.subject).toBe('Your Wattle password was changed');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user.email);
    const before = (await userRow(t.app.db, user.user_id)).password_hash;
    const response = await change(session, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: WRONG_CURRENT_PASSWORD,
      code: 'WrongCurrentPassword',
    });
    expect((await userRow(t.app.db, user.user_id)).password_hash).toBe(before);
  });

  it('refuses a short or unchanged new password with a message', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user.email);
    const short = await change(session, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 10 characters/);
    const same = await change(session, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/must differ/);
  });

  it('needs a session', async () => {
    const response = await change({}, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
  });

  it('stops guessing after five attempts', async () => {
    const user = await createUser(t.app.db);
    const session = await signIn(t.app, user.email);
    const guess = () =>
      change(session, { currentPassword: 'guess guess', newPassword: NEW_PASSWORD });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guess()).statusCode).toBe(400);
    }
    const refused = await guess();
    expect(refused.statusCode).toBe(429);
    const right = await change(session, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(right.statusCode).toBe(429);
  });
});
