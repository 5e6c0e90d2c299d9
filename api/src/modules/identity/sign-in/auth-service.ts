import { randomBytes } from 'node:crypto';
import type { LoginRequest, SignupRequest } from '@wattle/shared/contracts';
import { runInBackground } from '../../../lib/background-task.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { linkTo } from '../../../lib/email-delivery.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { sendVerificationEmail } from './email-verification-service.js';
import {
  cannotSignIn,
  customerSignInOnly,
  invalidCredentials,
  referralCodeInvalid,
  signInLinkInvalid,
  staffSignInOnly,
  tryAgainShortly,
  wrongSignInBackupCode,
  wrongSignInCode,
} from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import { DECOY_HASH, hashPassword, verifyPassword } from '../password.js';
import { assertPasswordStrongEnough } from '../password-policy.js';
import { permissionsFor } from '../accounts/index.js';
import { endSession, startSession, type SessionClaims } from '../sessions/index.js';
import { checkBackupCode, checkGuardedCode, spendTwoFactorStep } from '../two-factor/index.js';
import { emailSingleUseLink } from './single-use-link-service.js';
import { consumeToken, issuedSince } from './token-repository.js';
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
  assertPasswordStrongEnough(account.password, account);
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
  | { status: 'sign_in_link_sent' }
  | { status: 'authenticated'; claims: SessionClaims; expiresAt: Date };

/** Wrong passwords in a row after which the right one alone no longer signs in, for a day. */
export const FAILED_LOGINS_BEFORE_CHALLENGE = 5;
/** A sign-in link works this long, once. */
const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
/** At most one sign-in link e-mail this often: a password holder cannot flood the inbox. */
const SIGN_IN_LINK_EVERY_MS = 60_000;

/**
 * Password, then role (customers and staff sign in at different doors), then a second step
 * when one is due; then a session.
 *
 * A wrong password never locks the account and answers exactly as an unknown e-mail does:
 * the same 401, and one password hash either way (a decoy's for an unknown e-mail), with the
 * account's count written off the request path. So the answer tells nobody who has an
 * account, nor that one is under attack, and nobody can lock its owner out. Guessers are
 * held back by address instead (the routes' limits).
 *
 * The second step: with two-factor on, the authenticator code, always (its wrong codes count
 * against the account, checkGuardedCode). Without it, once the account has had a few wrong
 * passwords in a row, the right password alone no longer signs in: the owner is e-mailed a
 * one-time link, and the link with the password again signs in.
 */
export async function login(
  deps: ServiceDeps,
  input: {
    credentials: LoginRequest;
    kind: LoginKind;
    meta: RequestMeta;
    ttlMinutes: number;
    /** The shell's URL, for the sign-in link. */
    appUrl: string;
  },
): Promise<LoginOutcome> {
  const { credentials, kind, meta } = input;
  const user = await passwordHolder(deps, { ...credentials, kind });

  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!credentials.otp && !credentials.backupCode) return { status: 'two_factor_required' };
    await checkSignInCode(deps, { user, secret: user.two_factor_secret, credentials });
  } else if (user.login_challenged_until && user.login_challenged_until > new Date()) {
    if (!credentials.signInToken) {
      sendSignInLink(deps, { user, kind, appUrl: input.appUrl });
      return { status: 'sign_in_link_sent' };
    }
    if (!(await consumeToken(deps.db, credentials.signInToken, 'sign_in', user.user_id))) {
      throw signInLinkInvalid();
    }
  }
  if (user.failed_logins > 0 || user.login_challenged_until) {
    await clearFailedLogins(deps.db, user.user_id);
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

/**
 * The account whose e-mail and password these are, allowed in at this door; the first step of
 * sign-in, and the proof a two-factor reset request starts from. A wrong password counts like
 * any failed sign-in and answers exactly as an unknown e-mail does.
 */
export async function passwordHolder(
  deps: ServiceDeps,
  { email, password, kind }: { email: string; password: string; kind: LoginKind },
): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
  if (user && !passwordOk) countFailedLogin(deps, user);
  if (!user || !passwordOk || user.status !== 'active') throw invalidCredentials();
  const staff = user.role !== 'user';
  if (kind === 'customer' && staff) throw staffSignInOnly();
  if (kind === 'staff' && !staff) throw customerSignInOnly();
  if (!(await permissionsFor(deps, user.user_id)).includes('LOGIN')) throw cannotSignIn();
  return user;
}

/**
 * The second step with two-factor on: the authenticator code, or — the lost-device path — one
 * of the account's backup codes; either is counted against the account and spent once.
 */
async function checkSignInCode(
  deps: ServiceDeps,
  { user, secret, credentials }: { user: UserRow; secret: string; credentials: LoginRequest },
): Promise<void> {
  if (credentials.backupCode !== undefined) {
    if (!(await checkBackupCode(deps, { user, code: credentials.backupCode }))) {
      throw wrongSignInBackupCode();
    }
    return;
  }
  const step = await checkGuardedCode(deps, { user, code: credentials.otp ?? '' });
  if (step === null || !(await spendTwoFactorStep(deps, { userId: user.user_id, secret, step }))) {
    throw wrongSignInCode();
  }
}

/**
 * Counts a wrong password against the account, off the request path so a known e-mail answers
 * no slower than an unknown one; the owner is e-mailed when sign-in starts asking for more.
 */
function countFailedLogin(deps: ServiceDeps, user: UserRow): void {
  runInBackground(deps, 'failed sign-in count', async () => {
    const { failed_logins: failures } = await recordFailedLogin(
      deps.db,
      user.user_id,
      FAILED_LOGINS_BEFORE_CHALLENGE,
    );
    if (failures !== FAILED_LOGINS_BEFORE_CHALLENGE) return;
    deps.log.warn(
      { userId: user.user_id, failures },
      'sign-in asks for more after failed passwords',
    );
    await deps.providers.email.send(identityMessages.failedSignIns(user.email, failures));
  });
}

/**
 * E-mails the owner a one-time sign-in link (to the staff sign-in for staff), unless one went
 * out in the last minute; off the request path.
 */
function sendSignInLink(
  deps: ServiceDeps,
  { user, kind, appUrl }: { user: UserRow; kind: LoginKind; appUrl: string },
): void {
  runInBackground(deps, 'sign-in link e-mail', async () => {
    const since = new Date(Date.now() - SIGN_IN_LINK_EVERY_MS);
    if (await issuedSince(deps.db, { userId: user.user_id, purpose: 'sign_in', since })) return;
    await emailSingleUseLink(deps, user, {
      purpose: 'sign_in',
      ttlMs: SIGN_IN_LINK_TTL_MS,
      message: (token) => {
        const link = `${linkTo(appUrl, '/login', token)}${kind === 'staff' ? '&staff=1' : ''}`;
        return identityMessages.signInLink(user.email, link);
      },
    });
  });
}

/** Ends the session and, on every instance, the sockets that signed in with it. */
export async function logout(deps: ServiceDeps, sessionId: string): Promise<void> {
  await endSession(deps, sessionId);
}
