import { describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { MALFORMED_BODY, MALFORMED_JSON } from './helpers/db.js';
import { useTestApp } from './helpers/test-app.js';
import { createUser, PASSWORD, signedInUser, userRow } from './helpers/users.js';

const t = useTestApp();

type Headers = Record<string, string>;
const now = () => Date.now() / 1000;

describe('PATCH /user/update/preferred-name', () => {
  const rename = (headers: Headers, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/user/update/preferred-name', headers, payload });

  it('changes the caller’s preferred name and answers with the user', async () => {
    const { user, headers } = await signedInUser(t.app);
    const other = await createUser(t.app.db);
    const response = await rename(headers, { preferredName: '  Charlie-Rose ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userId: user.user_id,
      preferredName: 'Charlie-Rose',
    });
    expect((await userRow(t.app.db, user.user_id)).preferred_name).toBe('Charlie-Rose');
    expect((await userRow(t.app.db, other.user_id)).preferred_name).toBeNull();
  });

  it.each([
    [{ preferredName: '' }, 'Preferred name is a required field'],
    [{ preferredName: 'x'.repeat(41) }, 'Preferred name must be at most 40 characters'],
    [
      { preferredName: 'R2-D2' },
      'Preferred name may contain letters, single spaces and hyphens only',
    ],
    [{ preferredName: 42 }, /preferredName/],
    [{}, /preferredName/],
  ])('rejects %j with a message and changes nothing', async (payload, message) => {
    const { user, headers } = await signedInUser(t.app);
    const response = await rename(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await userRow(t.app.db, user.user_id)).preferred_name).toBeNull();
  });

  it('answers malformed JSON with 400 and needs a session', async () => {
    const { user, headers } = await signedInUser(t.app);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/user/update/preferred-name',
      headers: { ...headers, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(malformed.statusCode).toBe(400);
    expect((await userRow(t.app.db, user.user_id)).preferred_name).toBeNull();
    expect((await rename({}, { preferredName: 'Sam' })).statusCode).toBe(401);
  });
});

describe('two-factor', () => {
  const post = (url: string, headers: Headers, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const login = (email: string, otp?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: PASSWORD, ...(otp ? { otp } : {}) },
    });

  it('enrols, confirms with a code, asks for it at login, and turns off with a code', async () => {
    const { user, headers } = await signedInUser(t.app);
    const started = await post('/user/twoFA', headers, { userId: user.user_id });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(await userRow(t.app.db, user.user_id)).toMatchObject({
      two_factor_enabled: false,
      two_factor_secret: secret,
    });
    expect((await login(user.email)).json().data.status).toBe('authenticated');

    const wrong = await post('/user/twoFA/confirm', headers, { otp: totpAt(secret, now() - 600) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OtpError' });
    expect((await userRow(t.app.db, user.user_id)).two_factor_enabled).toBe(false);

    // The app's previous code (one step of drift is allowed), so the current one is still unused.
    const confirmCode = totpAt(secret, now() - 30);
    const confirmed = await post('/user/twoFA/confirm', headers, { otp: confirmCode });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ enabled: true });
    expect((await login(user.email)).json().data).toEqual({ status: 'two_factor_required' });

    const restart = await post('/user/twoFA', headers, { userId: user.user_id });
    expect(restart.statusCode).toBe(409);
    expect((await userRow(t.app.db, user.user_id)).two_factor_secret).toBe(secret);

    const badDisable = await post('/user/twoFA/disable', headers, {
      otp: totpAt(secret, now() - 600),
    });
    expect(badDisable.statusCode).toBe(400);
    const reused = await post('/user/twoFA/disable', headers, { otp: confirmCode });
    expect(reused.statusCode).toBe(400);
    expect((await userRow(t.app.db, user.user_id)).two_factor_enabled).toBe(true);
    const disabled = await post('/user/twoFA/disable', headers, { otp: totpAt(secret, now()) });
    expect(disabled.json().data).toEqual({ enabled: false });
    expect(await userRow(t.app.db, user.user_id)).toMatchObject({
      two_factor_enabled: false,
      two_factor_secret: null,
    });
    expect((await login(user.email)).json().data.status).toBe('authenticated');
  });

  it('answers 404 for another person’s id and stores nothing for them', async () => {
    const { headers } = await signedInUser(t.app);
    const other = await createUser(t.app.db);
    const response = await post('/user/twoFA', headers, { userId: other.user_id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('That account was not found');
    expect((await userRow(t.app.db, other.user_id)).two_factor_secret).toBeNull();
  });

  it('refuses to confirm before enrolment and to disable when off', async () => {
    const { headers } = await signedInUser(t.app);
    const confirm = await post('/user/twoFA/confirm', headers, { otp: '123456' });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toMatch(/Start two-factor set-up first/);
    const disable = await post('/user/twoFA/disable', headers, { otp: '123456' });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().message).toBe('Two-factor is not on.');
  });

  it.each([
    ['/user/twoFA/confirm', { otp: '12345' }, 'Enter the 6-digit code'],
    ['/user/twoFA/disable', { otp: 'abcdef' }, 'Enter the 6-digit code'],
    ['/user/twoFA', { userId: 5 }, /userId/],
    ['/user/twoFA', {}, /userId/],
  ])('%s rejects %j with a message', async (url, payload, message) => {
    const { headers } = await signedInUser(t.app);
    const response = await post(url, headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers malformed JSON with 400, writes nothing, and needs a session', async () => {
    const { user, headers } = await signedInUser(t.app);
    for (const url of ['/user/twoFA', '/user/twoFA/confirm', '/user/twoFA/disable']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...MALFORMED_JSON },
        payload: MALFORMED_BODY,
      });
      expect(response.statusCode).toBe(400);
      expect((await post(url, {}, { otp: '123456' })).statusCode).toBe(401);
    }
    expect((await userRow(t.app.db, user.user_id)).two_factor_secret).toBeNull();
  });

  it('limits code guesses to ten per quarter hour', async () => {
    const { user, headers } = await signedInUser(t.app);
    const { secret } = (await post('/user/twoFA', headers, { userId: user.user_id })).json().data;
    const wrong = totpAt(secret, now() - 600);
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/user/twoFA/confirm', headers, { otp: wrong })).statusCode).toBe(400);
    }
    const blocked = await post('/user/twoFA/confirm', headers, { otp: totpAt(secret, now()) });
    expect(blocked.statusCode).toBe(429);
    expect((await userRow(t.app.db, user.user_id)).two_factor_enabled).toBe(false);
  });
});
