import { describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { outboxFor } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { createUser, enableTwoFactor, PASSWORD, signedInUser, signIn } from './helpers/users.js';

const t = useTestApp();

/** Signs in at the customers' door, or at the staff's, with the given answers. */
const login = (payload: Record<string, unknown>, door = '/auth/login') =>
  t.app.inject({ method: 'POST', url: door, payload });

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.com`,
  password: 'a long enough password',
  firstName: 'Ava',
  lastName: 'Lee-Jones',
  ...overrides,
});

const userByEmail = (email: string) =>
  t.app.db.selectFrom('users').selectAll().where('email', 'ilike', email).executeTakeFirstOrThrow();

describe('POST /auth/signup', () => {
  it('creates an unverified customer with a referral code and stores no plain password', async () => {
    const body = signupBody({ email: '  Ava.Lee@Example.com ' });
    const response = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: body });
    expect(response.statusCode).toBe(202);
    expect(response.json().data).toEqual({ email: 'Ava.Lee@Example.com' });
    const row = await userByEmail('Ava.Lee@Example.com');
    expect(row).toMatchObject({ role: 'user', email_verified: false });
    expect(row.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(row.password_hash).not.toContain('a long enough password');
  });

  it('answers a known address exactly as a new one, and tells its owner instead', async () => {
    const body = signupBody({ email: 'twice@example.com' });
    const first = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: body });
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { ...body, email: 'TWICE@example.com' },
    });
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(Object.keys(again.json().data)).toEqual(Object.keys(first.json().data));
    expect(again.json().data).toEqual({ email: 'TWICE@example.com' });
    const count = await t.app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', 'ilike', 'twice@example.com')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    const sent = await outboxFor(t.app, 'TWICE@example.com');
    // Newest first: the first sign-up's verification link, then the warning to the owner.
    expect(sent.map((message) => message.subject)).toEqual([
      'Someone tried to sign up to Wattle with your e-mail address',
      'Verify your e-mail address for Wattle',
    ]);
    expect(sent[0]?.link).toBe('http://localhost:3000/login');
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email is invalid, please try again'],
    [{ email: '' }, 'Email field is required'],
    [{ password: 'short' }, 'Password must be at least 10 characters'],
    [{ firstName: 'R2D2' }, 'First name may contain letters, single spaces and hyphens only'],
    [
      { referralCode: 'NOSUCHCODE' },
      'That referral code is not valid. Check the link, or leave it empty.',
    ],
  ])('rejects %j with a message a person can act on', async (overrides, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: signupBody(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
  });

  it('links a referred customer to the referrer', async () => {
    const referrer = await createUser(t.app.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: signupBody({ referralCode: referrer.referral_code.toLowerCase() }),
    });
    expect(response.statusCode).toBe(202);
    const row = await userByEmail(response.json().data.email);
    expect(row.referred_by).toBe(referrer.user_id);
  });

  it('limits sign-ups per e-mail and per device, not only per address, and says when to retry', async () => {
    const signupFrom = (overrides: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(overrides) });
    // Strangers behind one carrier-grade NAT address: more than the old 20 an hour all get in.
    for (let i = 0; i < 21; i += 1) {
      const stranger = await signupFrom({ deviceId: `stranger-device-${i}-0123456789` });
      expect(stranger.statusCode).toBe(202);
    }
    // One e-mail address, five times an hour, from any device.
    const email = 'limited@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await signupFrom({ email, deviceId: `email-device-${i}-0123456789` })).statusCode,
      ).toBe(202);
    }
    const sameEmail = await signupFrom({ email: 'LIMITED@example.com' });
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json()).toMatchObject({
      code: 'RateLimitedError',
      message: expect.stringMatching(
        /^Too many sign-ups for this e-mail address\. Try again in \d+ minutes\.$/,
      ),
    });
    // One device, ten times an hour, whatever the e-mail.
    const deviceId = 'one-shared-phone-0123456789';
    for (let i = 0; i < 10; i += 1) expect((await signupFrom({ deviceId })).statusCode).toBe(202);
    const sameDevice = await signupFrom({ deviceId });
    expect(sameDevice.statusCode).toBe(429);
    expect(sameDevice.json().message).toMatch(/^Too many sign-ups from this device\. Try again in/);
    // …while a stranger on another device still gets in.
    expect((await signupFrom({ deviceId: 'another-phone-0123456789' })).statusCode).toBe(202);
    expect((await signupFrom({ deviceId: 'not a device id!' })).statusCode).toBe(400);
    // Forty sign-ups, each hashing a password: more than the default 30 s on a busy machine.
  }, 180_000);
});

describe('POST /auth/login', () => {
  it('signs a customer in with a JWT that expires and names a session', async () => {
    const user = await createUser(t.app.db);
    const response = await login({ email: user.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, expiresAt } = response.json().data;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.user_id, role: 'user' });
    expect(claims.exp - claims.iat).toBe(60 * 60);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await createUser(t.app.db);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(wrong.json().reason).toBeUndefined();
  });

  it('sends staff to the staff sign-in and customers away from it', async () => {
    const staff = await createUser(t.app.db, { role: 'support_lv1' });
    const customer = await createUser(t.app.db);
    const staffAtCustomerDoor = await login({ email: staff.email, password: PASSWORD });
    expect(staffAtCustomerDoor.statusCode).toBe(403);
    const customerAtStaffDoor = await login(
      { email: customer.email, password: PASSWORD },
      '/auth/login-admin',
    );
    expect(customerAtStaffDoor.statusCode).toBe(403);
    expect((await signIn(t.app, staff.email, true)).authorization).toMatch(/^Bearer /);
  });

  it('asks for the authenticator code when two-factor is on, and checks it', async () => {
    const user = await createUser(t.app.db);
    const secret = await enableTwoFactor(t.app.db, user.user_id);
    const first = await login({ email: user.email, password: PASSWORD });
    expect(first.json().data).toEqual({ status: 'two_factor_required' });
    const wrongCode = totpAt(secret, Date.now() / 1000 - 300);
    const wrong = await login({ email: user.email, password: PASSWORD, otp: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('OtpError');
    const code = totpAt(secret, Date.now() / 1000);
    const signIn = () => login({ email: user.email, password: PASSWORD, otp: code });
    const right = await signIn();
    expect(right.json().data.status).toBe('authenticated');
    // The same code again — replayed, or read over a shoulder — opens nothing.
    const replayed = await signIn();
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('OtpError');
  });

  it('rate-limits guessing after ten attempts per address (accounts are counted too: see login-lockout)', async () => {
    const attempt = () =>
      login({ email: 'no-such-person@example.com', password: 'wrong wrong wrong' });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RateLimitedError');
  });
});

describe('sessions', () => {
  it('rejects requests without a token, with a forged token, and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().reason).toBe('invalid_token');

    const { headers } = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/user', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ method: 'GET', url: '/user', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      reason: 'session_ended',
      message: 'Your session has ended. Please log in again.',
    });
  });

  it('says "jwt has expired" for an expired token', async () => {
    const user = await createUser(t.app.db);
    const session = await t.app.db
      .insertInto('sessions')
      .values({
        user_id: user.user_id,
        kind: 'customer',
        expires_at: new Date(Date.now() + 60_000),
      })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    const expired = t.app.jwt.sign(
      { sub: user.user_id, role: 'user', sid: session.session_id },
      { expiresIn: -10 },
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'jwt has expired', reason: 'token_expired' });
  });
});

describe('GET /user and /user/permissions', () => {
  it('returns the caller, never another user', async () => {
    const { user, headers } = await signedInUser(t.app);
    await createUser(t.app.db);
    const response = await t.app.inject({ method: 'GET', url: '/user', headers });
    expect(response.json().data).toMatchObject({
      userId: user.user_id,
      email: user.email,
      documentsVerified: true,
    });
    expect(JSON.stringify(response.json())).not.toContain('password');
    expect(JSON.stringify(response.json())).not.toContain('two_factor_secret');
  });

  it('lists only LOGIN for an unverified customer and everything for a verified one', async () => {
    const unverified = await signedInUser(t.app, { verified: false });
    const verified = await signedInUser(t.app);
    const types = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/user/permissions', headers }))
        .json()
        .data.map((p: { type: string }) => p.type);
    expect(await types(unverified.headers)).toEqual(['LOGIN']);
    expect(await types(verified.headers)).toEqual([
      'LOGIN',
      'DEPOSIT_FIAT',
      'BUY',
      'SELL',
      'WITHDRAW_FIAT',
      'WITHDRAW_CRYPTO',
    ]);
  });
});
