import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTasksSettled } from '../src/lib/background-task.js';
import { closeRedis, createRedisClient } from '../src/lib/redis-client.js';
import { totpAt } from '../src/lib/totp.js';
import { outboxFor } from './helpers/outbox.js';
import { buildTestApp, createTestApp, type TestApp } from './helpers/test-app.js';
import {
  createUser,
  enableTwoFactor,
  PASSWORD,
  type TestUserOptions,
  userRow,
} from './helpers/users.js';

/**
 * Wrong passwords never lock an account, and never tell a known e-mail from an unknown one.
 * They are counted per account (whatever address they come from) and per address (across
 * e-mails); once an account has had a few, the right password alone no longer signs in: its
 * owner adds a one-time link we e-mail them, or their authenticator code.
 */

let t: TestApp;
/** The same API with no proxy trusted (the default): X-Forwarded-For is not believed. */
let direct: FastifyInstance;
beforeAll(async () => {
  // A trusted proxy, so each try below can name an address of its own.
  t = await createTestApp({ env: { TRUSTED_PROXIES: ['127.0.0.1'] } });
  direct = await buildTestApp(t.database);
});
afterAll(async () => {
  await direct.close();
  await t.close();
});

let address = 0;
/** A client address no other try in this file used. */
const nextAddress = () => {
  address += 1;
  return `203.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

interface Credentials {
  email: string;
  password: string;
  otp?: string;
  signInToken?: string;
}
const login = (credentials: Credentials, from = nextAddress(), door = '/auth/login') =>
  t.app.inject({
    method: 'POST',
    url: door,
    payload: credentials,
    headers: { 'x-forwarded-for': from },
  });
/** What a caller can tell two answers apart by (request ids aside). */
const seen = (response: Awaited<ReturnType<typeof login>>) => ({
  statusCode: response.statusCode,
  body: response.body,
  headers: Object.keys(response.headers).sort(),
});

async function underAttack(options: TestUserOptions = {}) {
  const user = await createUser(t.app.db, options);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await login({ email: user.email, password: `wrong ${attempt}` })).statusCode).toBe(401);
  }
  await backgroundTasksSettled();
  return user;
}

/** The newest sign-in link e-mailed to `email`. */
async function signInLink(email: string): Promise<URL> {
  const [mail] = (await outboxFor(t.app, email)).filter((message) =>
    /sign-in link/i.test(message.subject ?? ''),
  );
  expect(mail?.link).toBeTruthy();
  return new URL(mail?.link ?? '');
}

describe('wrong passwords from rotating addresses', () => {
  it('answer exactly as for an unknown e-mail, never lock, and alert the owner once', async () => {
    const user = await createUser(t.app.db);
    const stranger = `nobody-${Date.now()}@example.com`;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const known = await login({ email: user.email, password: `wrong password ${attempt}` });
      const unknown = await login({ email: stranger, password: `wrong password ${attempt}` });
      expect(known.json()).toMatchObject({ statusCode: 401, code: 'InvalidCredentials' });
      expect(seen(known)).toEqual(seen(unknown));
    }
    await backgroundTasksSettled();
    const row = await userRow(t.app.db, user.user_id);
    expect(row.failed_logins).toBe(20);
    expect(row.login_challenged_until?.getTime()).toBeGreaterThan(Date.now());

    const alerts = (await outboxFor(t.app, user.email)).filter((message) =>
      /Failed sign-ins/.test(message.subject ?? ''),
    );
    expect(alerts).toHaveLength(1);
  });

  it('believes no X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const user = await createUser(t.app.db);
    const response = await direct.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password: PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });
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
      expect((await login({ email: user.email, password: 'not it at all' })).statusCode).toBe(401);
    }
    // Wrong passwords are counted off the request path; the sign-in comes after they are counted.
    await backgroundTasksSettled();
    expect((await userRow(t.app.db, user.user_id)).failed_logins).toBe(4);
    expect((await login({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
    await backgroundTasksSettled();
    expect((await userRow(t.app.db, user.user_id)).failed_logins).toBe(0);
    expect((await login({ email: user.email, password: 'not it at all' })).statusCode).toBe(401);
  });
});

describe('an account under attack: its owner still gets in', () => {
  it('the right password e-mails a one-time link; the link and the password sign in', async () => {
    const user = await underAttack();
    const first = await login({ email: user.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { status: 'sign_in_link_sent' } });
    const link = await signInLink(user.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/login');
    expect(link.searchParams.get('staff')).toBeNull();
    const signInToken = link.searchParams.get('token') ?? '';

    // Asking again at once answers the same and sends no second e-mail.
    expect((await login({ email: user.email, password: PASSWORD })).json()).toEqual(first.json());
    const links = (await outboxFor(t.app, user.email)).filter((mail) =>
      /sign-in link/i.test(mail.subject ?? ''),
    );
    expect(links).toHaveLength(1);

    // The link is no use without the password.
    const noPassword = await login({ email: user.email, password: 'a guess', signInToken });
    expect(noPassword.json()).toMatchObject({ statusCode: 401, code: 'InvalidCredentials' });
    // Wrong passwords are counted off the request path; the sign-in comes after it is counted.
    await backgroundTasksSettled();

    const signedIn = await login({ email: user.email, password: PASSWORD, signInToken });
    expect(signedIn.json().data.status).toBe('authenticated');
    await backgroundTasksSettled();
    const row = await userRow(t.app.db, user.user_id);
    expect(row.failed_logins).toBe(0);
    expect(row.login_challenged_until).toBeNull();
  });

  it('a link works once, and only for its own account', async () => {
    const owner = await underAttack();
    const other = await underAttack();
    await login({ email: owner.email, password: PASSWORD });
    const signInToken = (await signInLink(owner.email)).searchParams.get('token') ?? '';

    const foreign = await login({ email: other.email, password: PASSWORD, signInToken });
    expect(foreign.json()).toMatchObject({ statusCode: 400, code: 'InvalidLink' });
    expect((await login({ email: owner.email, password: PASSWORD, signInToken })).statusCode).toBe(
      200,
    );
    // Attacked again: the spent link does nothing.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login({ email: owner.email, password: 'wrong again' });
    }
    await backgroundTasksSettled();
    const reused = await login({ email: owner.email, password: PASSWORD, signInToken });
    expect(reused.json()).toMatchObject({ statusCode: 400, code: 'InvalidLink' });
  });

  it('with two-factor on, the password and the authenticator code sign in, no link', async () => {
    const user = await underAttack();
    const secret = await enableTwoFactor(t.app.db, user.user_id);
    const asked = await login({ email: user.email, password: PASSWORD });
    expect(asked.json()).toEqual({ data: { status: 'two_factor_required' } });
    const otp = totpAt(secret, Date.now() / 1000);
    const signedIn = await login({ email: user.email, password: PASSWORD, otp });
    expect(signedIn.json().data.status).toBe('authenticated');
    expect(
      (await outboxFor(t.app, user.email)).filter((mail) =>
        /sign-in link/i.test(mail.subject ?? ''),
      ),
    ).toEqual([]);
  });

  it('staff too: login-admin e-mails a link that opens the staff sign-in', async () => {
    const staff = await createUser(t.app.db, { role: 'support_lv1' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login({ email: staff.email, password: 'wrong' }, nextAddress(), '/auth/login-admin');
    }
    await backgroundTasksSettled();
    const asked = await login(
      { email: staff.email, password: PASSWORD },
      nextAddress(),
      '/auth/login-admin',
    );
    expect(asked.json()).toEqual({ data: { status: 'sign_in_link_sent' } });
    const link = await signInLink(staff.email);
    expect(link.searchParams.get('staff')).toBe('1');
    const signedIn = await login(
      { email: staff.email, password: PASSWORD, signInToken: link.searchParams.get('token') ?? '' },
      nextAddress(),
      '/auth/login-admin',
    );
    expect(signedIn.json().data.status).toBe('authenticated');
  });
});

describe('the guesser’s address is throttled, not the account', () => {
  it('thirty failures from one address, across e-mails, make it wait; successes do not count', async () => {
    const guesser = '198.51.100.77';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const miss = await login({ email: `nobody${attempt}@example.com`, password: 'x' }, guesser);
      expect(miss.statusCode).toBe(401);
    }
    const owner = await createUser(t.app.db);
    const waiting = await login({ email: owner.email, password: PASSWORD }, guesser);
    expect(waiting.json()).toMatchObject({ statusCode: 429, code: 'RateLimitedError' });
    // The owner, from anywhere else, is not held up.
    expect((await login({ email: owner.email, password: PASSWORD })).statusCode).toBe(200);

    // Many people behind one address (an office, a carrier) sign in freely.
    const office = '198.51.100.78';
    for (let person = 0; person < 35; person += 1) {
      const colleague = await createUser(t.app.db);
      expect((await login({ email: colleague.email, password: PASSWORD }, office)).statusCode).toBe(
        200,
      );
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)(
  'two API instances on one Redis count an address’s failures together (needs REDIS_URL)',
  () => {
    const redises: Redis[] = [];
    const apps: FastifyInstance[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i += 1) {
        const redis = createRedisClient(process.env.REDIS_URL ?? '', {
          warn: () => undefined,
          info: () => undefined,
        });
        redises.push(redis);
        // Until it is ready, each instance counts in its own memory.
        if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
        apps.push(
          await buildTestApp(t.database, { redis, env: { TRUSTED_PROXIES: ['127.0.0.1'] } }),
        );
      }
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      await Promise.all(redises.map(closeRedis));
    });

    it('refuses the thirty-first failure wherever it lands', async () => {
      // Redis outlives the run: an address of this run's own.
      const guesser = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const app = apps[attempt % 2] ?? t.app;
        const miss = await app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: `nobody${attempt}@example.com`, password: 'x' },
          headers: { 'x-forwarded-for': guesser },
        });
        expect(miss.statusCode).toBe(401);
      }
      for (const app of apps) {
        const waiting = await app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'nobody-else@example.com', password: 'x' },
          headers: { 'x-forwarded-for': guesser },
        });
        expect(waiting.json()).toMatchObject({ statusCode: 429, code: 'RateLimitedError' });
      }
    });
  },
);
