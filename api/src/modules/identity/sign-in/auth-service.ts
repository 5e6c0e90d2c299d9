import { randomBytes } from 'node:crypto';
import type { LoginRequest, SignupRequest } from '@wattle/shared/contracts';
import { runInBackground } from '../../../lib/background-task.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { sendVerificationEmail } from './email-verification-service.js';
import {
  cannotSignIn,
  customerSignInOnly,
  invalidCredentials,
  referralCodeInvalid,
  signInLocked,
  staffSignInOnly,
  tryAgainShortly,
  wrongSignInCode,
} from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import { DECOY_HASH, hashPassword, verifyPassword } from '../password.js';
import { assertPasswordStrongEnough } from '../password-policy.js';
import { permissionsFor } from '../accounts/index.js';
import { endSession, startSession, type SessionClaims } from '../sessions/index.js';
import { acceptTwoFactorCode } from '../two-factor/index.js';
import {
  findUserByEmail,
  clearFailedLogins,
  findUserByReferralCode,
  insertUser,
  recordFailedLogin,
  type UserRow,
} from '../user-repository.js';

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

/**
 * Creates the account and e-mails the verification link. An address that already has an
 * account gets a "someone tried to sign up" e-mail instead, and the caller the same answer
 * either way, in the same time (the password is hashed and every e-mail sent off the request
 * path): signing up does not tell who is a customer.
 */
export async function signup(
  deps: ServiceDeps,
  { appUrl, ...account }: SignupRequest & { appUrl: string },
): Promise<void> {
  // Decided by the request alone, so a known address is refused exactly as a new one.
  assertPasswordStrongEnough(account.password, [
    account.email,
    account.firstName,
    account.lastName,
  ]);
  const created = await createAccount(deps, account);
  if (created) {
    runInBackground(deps, 'verification e-mail', () =>
      sendVerificationEmail(deps, { user: created, appUrl }),
    );
  } else {
    const loginLink = `${appUrl.replace(/\/+$/, '')}/login`;
    runInBackground(deps, 'sign-up attempt e-mail', () =>
      deps.providers.email.send(identityMessages.someoneTriedToSignUp(account.email, loginLink)),
    );
  }
}

/** The new account, or null when the address already has one. */
async function createAccount(deps: ServiceDeps, account: SignupRequest): Promise<UserRow | null> {
  let referredBy: string | null = null;
  if (account.referralCode) {
    const referrer = await findUserByReferralCode(deps.db, account.referralCode);
    if (!referrer) throw referralCodeInvalid();
    referredBy = referrer.user_id;
  }
  // Hashed before the address is looked up, so a known address answers no faster.
  const passwordHash = await hashPassword(account.password);
  if (await findUserByEmail(deps.db, account.email)) return null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await insertUser(deps.db, {
        email: account.email,
        password_hash: passwordHash,
        first_name: account.firstName,
        last_name: account.lastName,
        referral_code: newReferralCode(),
        referred_by: referredBy,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) return null;
      if (!isUniqueViolation(error, 'users_referral_code_key')) throw error;
    }
  }
  throw tryAgainShortly();
}

export type LoginOutcome =
  | { status: 'two_factor_required' }
  | { status: 'authenticated'; claims: SessionClaims; expiresAt: Date };

/**
 * Password, then role (customers and staff sign in at different doors), then the
 * authenticator code when two-factor is on; then a session. Wrong e-mail and wrong password
 * look the same.
 */
export async function login(
  deps: ServiceDeps,
  input: { credentials: LoginRequest; kind: LoginKind; meta: RequestMeta; ttlMinutes: number },
): Promise<LoginOutcome> {
  const { credentials, kind, meta } = input;
  const user = await findUserByEmail(deps.db, credentials.email);
  // Per account, whatever address the tries come from: rotating addresses does not help.
  if (user?.login_locked_until && user.login_locked_until > new Date()) throw signInLocked();
  const passwordOk = await verifyPassword(credentials.password, user?.password_hash ?? DECOY_HASH);
  if (user && !passwordOk) await countFailedLogin(deps, user);
  if (!user || !passwordOk || user.status !== 'active') throw invalidCredentials();
  if (user.failed_logins > 0) await clearFailedLogins(deps.db, user.user_id);
  const staff = user.role !== 'user';
  if (kind === 'customer' && staff) throw staffSignInOnly();
  if (kind === 'staff' && !staff) throw customerSignInOnly();
  if (!(await permissionsFor(deps, user.user_id)).includes('LOGIN')) throw cannotSignIn();
  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!credentials.otp) return { status: 'two_factor_required' };
    const accepted = await acceptTwoFactorCode(deps, {
      userId: user.user_id,
      secret: user.two_factor_secret,
      code: credentials.otp,
    });
    if (!accepted) throw wrongSignInCode();
  }
  const expiresAt = new Date(Date.now() + input.ttlMinutes * 60_000);
  const session = await startSession(deps.db, {
    userId: user.user_id,
    kind,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  return {
    status: 'authenticated',
    claims: { sub: user.user_id, role: user.role, sid: session.session_id },
    expiresAt,
  };
}

/** Wrong passwords in a row before an account's sign-ins wait (1, 2, 4 … minutes). */
export const FAILED_LOGINS_BEFORE_LOCK = 5;

/** Counts a wrong password; the first time the account locks, its owner is e-mailed. */
async function countFailedLogin(deps: ServiceDeps, user: UserRow): Promise<void> {
  const { failed_logins: failures } = await recordFailedLogin(
    deps.db,
    user.user_id,
    FAILED_LOGINS_BEFORE_LOCK,
  );
  if (failures === FAILED_LOGINS_BEFORE_LOCK) {
    deps.log.warn({ userId: user.user_id, failures }, 'sign-ins paused after failed passwords');
    runInBackground(deps, 'failed sign-in alert', () =>
      deps.providers.email.send(identityMessages.failedSignIns(user.email, failures)),
    );
  }
}

/** Ends the session and, on every instance, the sockets that signed in with it. */
export async function logout(deps: ServiceDeps, sessionId: string): Promise<void> {
  await endSession(deps.db, sessionId);
  deps.realtime.disconnectSession(sessionId);
}
