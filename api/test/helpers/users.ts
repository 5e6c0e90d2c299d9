import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newReferralCode } from '../../src/modules/identity/sign-in/auth-service.js';
import { hashPassword, type PasswordCost } from '../../src/modules/identity/password.js';
import type { Db } from '../../src/db/database.js';
import { generateTotpSecret } from '../../src/lib/totp.js';
import { fund } from './ledger.js';

export const PASSWORD = 'correct horse battery';
/**
 * The shared password of the people tests write, hashed at a 32nd of an account's cost: each
 * sign-in and step-up checks it at the cost its hash names, so the suites do not spend a large
 * share of their CPU on password checks. Accounts made through the signup route
 * still hash at the full cost, and password.test.ts holds that cost.
 */
const TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
let passwordHash: Promise<string> | null = null;
let counter = 0;

export interface TestUserOptions {
  role?: 'user' | 'support_lv1' | 'support_lv2' | 'admin';
  verified?: boolean;
  email?: string;
  pepStatus?: 'not_checked' | 'found' | 'not_found' | 'overridden';
  /**
   * support_lv2 and admin need two-factor on to change anything; `signedInUser` turns it on
   * for them after signing in unless this is false.
   */
  staffTwoFactor?: boolean;
}

/** A person written straight to the database (the signup route has tests of its own). */
export async function createUser(db: Db, options: TestUserOptions = {}) {
  passwordHash ??= hashPassword(PASSWORD, TEST_PASSWORD_COST);
  counter += 1;
  const verified = options.verified ?? true;
  return db
    .insertInto('users')
    .values({
      email: options.email ?? `person${counter}-${Date.now()}@example.com`,
      password_hash: await passwordHash,
      first_name: 'Test',
      last_name: `Person ${String.fromCharCode(65 + (counter % 26))}`,
      role: options.role ?? 'user',
      email_verified: verified,
      phone_verified: verified,
      phone_number: verified ? '+61400000000' : null,
      documents_verified: verified,
      pep_status: options.pepStatus ?? (verified ? 'not_found' : 'not_checked'),
      referral_code: newReferralCode(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's row as stored now, for asserting on what a route wrote. */
export function userRow(db: Db, userId: string) {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

/** Signs in through the real route and returns the bearer header. */
export async function signIn(app: FastifyInstance, email: string, staff = false) {
  const response = await app.inject({
    method: 'POST',
    url: staff ? '/auth/login-admin' : '/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ data: { token: string } }>();
  return { authorization: `Bearer ${body.data.token}` };
}

/** Turns two-factor on for the user with `secret` (a new one unless given); returns the secret. */
export async function enableTwoFactor(
  db: Db,
  userId: string,
  secret = generateTotpSecret(),
): Promise<string> {
  await db
    .updateTable('users')
    .set({ two_factor_enabled: true, two_factor_secret: secret })
    .where('user_id', '=', userId)
    .execute();
  return secret;
}

/** A new user and their bearer header in one step. */
export async function signedInUser(app: FastifyInstance, options: TestUserOptions = {}) {
  const user = await createUser(app.db, options);
  const headers = await signIn(app, user.email, (options.role ?? 'user') !== 'user');
  const changer = options.role === 'support_lv2' || options.role === 'admin';
  if (changer && options.staffTwoFactor !== false) {
    await enableTwoFactor(app.db, user.user_id, 'JBSWY3DPEHPK3PXP');
  }
  return { user, headers };
}

/** A new signed-in customer holding `holdings` (asset id → decimal amount), each a real deposit. */
export async function fundedCustomer(
  app: FastifyInstance,
  holdings: Record<string, string> = {},
  options: TestUserOptions = {},
) {
  const customer = await signedInUser(app, options);
  for (const [assetId, amount] of Object.entries(holdings)) {
    await fund(app.db, customer.user.user_id, assetId, amount);
  }
  return customer;
}

/** A funded customer as suites that follow one person keep them: id, e-mail and bearer header. */
export async function signedInCustomer(
  app: FastifyInstance,
  holdings: Record<string, string> = {},
): Promise<{ userId: string; email: string; headers: Record<string, string> }> {
  const { user, headers } = await fundedCustomer(app, holdings);
  return { userId: user.user_id, email: user.email, headers };
}

/** A new customer referred by `referrerId`, holding `aud` AUD, and their bearer header. */
export async function referredCustomer(app: FastifyInstance, referrerId: string, aud: string) {
  const user = await createUser(app.db);
  await app.db
    .updateTable('users')
    .set({ referred_by: referrerId })
    .where('user_id', '=', user.user_id)
    .execute();
  await fund(app.db, user.user_id, 'aud', aud);
  return { user, headers: await signIn(app, user.email) };
}
