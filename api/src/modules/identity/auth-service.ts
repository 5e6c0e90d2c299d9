import { randomBytes } from 'node:crypto';
import {
  INVALID_EMAIL_OR_PASSWORD,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
} from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { sendVerificationEmail } from './email-verification-service.js';
import { DECOY_HASH, hashPassword, verifyPassword } from './password.js';
import { permissionsFor } from './permission-service.js';
import { acceptTwoFactorCode } from './two-factor-service.js';
import { findUserByEmail, findUserByReferralCode, type UserRow } from './user-repository.js';

export type LoginKind = 'customer' | 'staff';

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight unambiguous characters: easy to read out over the phone. */
export function newReferralCode(): string {
  return Array.from(
    randomBytes(8),
    (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length],
  ).join('');
}

/** Creates the account, then e-mails the verification link (a failed send can be retried). */
export async function signup(
  app: FastifyInstance,
  input: SignupRequest,
  appUrl: string,
): Promise<UserRow> {
  const user = await createAccount(app, input);
  try {
    await sendVerificationEmail(app, user, appUrl);
  } catch (error) {
    app.log.error({ err: error }, 'could not send the verification e-mail after signup');
  }
  return user;
}

async function createAccount(app: FastifyInstance, input: SignupRequest): Promise<UserRow> {
  if (await findUserByEmail(app.db, input.email)) {
    throw conflict('An account with this email already exists. Log in instead.', 'EmailTaken');
  }
  let referredBy: string | null = null;
  if (input.referralCode) {
    const referrer = await findUserByReferralCode(app.db, input.referralCode);
    if (!referrer)
      throw badRequest('That referral code is not valid. Check the link, or leave it empty.');
    referredBy = referrer.user_id;
  }
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await app.db
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          referral_code: newReferralCode(),
          referred_by: referredBy,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) {
        throw conflict('An account with this email already exists. Log in instead.', 'EmailTaken');
      }
      if (!isUniqueViolation(error, 'users_referral_code_key')) throw error;
    }
  }
  throw new AppError(503, 'Please try again in a moment');
}

async function createSession(
  app: FastifyInstance,
  user: UserRow,
  kind: LoginKind,
  meta: RequestMeta,
  ttlMinutes: number,
) {
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  const session = await app.db
    .insertInto('sessions')
    .values({
      user_id: user.user_id,
      kind,
      expires_at: expiresAt,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 512) ?? null,
    })
    .returning('session_id')
    .executeTakeFirstOrThrow();
  const token = app.signSessionToken({
    sub: user.user_id,
    role: user.role,
    sid: session.session_id,
  });
  return { token, expiresAt };
}

/**
 * Password, then role (customers and staff sign in at different doors), then the
 * authenticator code when two-factor is on. Wrong e-mail and wrong password look the same.
 */
export async function login(
  app: FastifyInstance,
  input: LoginRequest,
  kind: LoginKind,
  meta: RequestMeta,
  ttlMinutes: number,
): Promise<LoginResponse> {
  const user = await findUserByEmail(app.db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? DECOY_HASH);
  if (!user || !passwordOk || user.status !== 'active') {
    throw unauthorized(INVALID_EMAIL_OR_PASSWORD, undefined, 'InvalidCredentials');
  }
  const staff = user.role !== 'user';
  if (kind === 'customer' && staff)
    throw forbidden('Staff accounts sign in through the staff sign-in');
  if (kind === 'staff' && !staff) throw forbidden('This sign-in is for Wattle staff only');
  if (!(await permissionsFor(app.db, user.user_id)).includes('LOGIN')) {
    throw forbidden('This account cannot sign in at the moment. Contact Wattle support.');
  }
  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!input.otp) return { status: 'two_factor_required' };
    if (!(await acceptTwoFactorCode(app.db, user.user_id, user.two_factor_secret, input.otp))) {
      throw unauthorized('That authenticator code is not correct', undefined, 'OtpError');
    }
  }
  const { token, expiresAt } = await createSession(app, user, kind, meta, ttlMinutes);
  return { status: 'authenticated', token, expiresAt: expiresAt.toISOString() };
}

/** Ends the session and, on every instance, the sockets that signed in with it. */
export async function logout(app: FastifyInstance, sessionId: string): Promise<void> {
  await app.db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  app.realtime.disconnectSession(sessionId);
}
