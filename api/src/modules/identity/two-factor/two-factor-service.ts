import type { Db } from '../../../db/database.js';
import { runInBackground } from '../../../lib/background-task.js';
import { notFound } from '../../../lib/errors.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { generateTotpSecret, otpauthUrl, totpStep } from '../../../lib/totp.js';
import {
  codesPaused,
  twoFactorAlreadyOn,
  twoFactorNotOn,
  twoFactorNotStarted,
  wrongAuthenticatorCode,
} from '../identity-errors.js';
import { identityMessages } from '../identity-messages.js';
import {
  clearCodeTries,
  clearTwoFactor,
  countCodeTry,
  enableTwoFactor,
  recordTwoFactorStep,
  storePendingTwoFactorSecret,
} from './two-factor-repository.js';
import { findUserById, type UserRow } from '../user-repository.js';

async function requireUser(deps: ServiceDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('That account');
  return user;
}

/**
 * Starts enrolment for the caller only: a new secret is stored but not yet switched on, so
 * sign-in is unchanged until a code from the app proves the person has it.
 */
export async function startTwoFactor(
  deps: ServiceDeps,
  { callerId, userId }: { callerId: string; userId: string },
) {
  // Another person's id is simply not an account the caller can see.
  if (userId !== callerId) throw notFound('That account');
  const user = await requireUser(deps, callerId);
  if (user.two_factor_enabled) {
    throw twoFactorAlreadyOn('Two-factor is already on. Turn it off before setting it up again.');
  }
  const secret = generateTotpSecret();
  await storePendingTwoFactorSecret(deps.db, callerId, secret);
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

export async function confirmTwoFactor(
  deps: ServiceDeps,
  { userId, otp }: { userId: string; otp: string },
) {
  const user = await requireUser(deps, userId);
  if (user.two_factor_enabled) throw twoFactorAlreadyOn();
  if (!user.two_factor_secret) throw twoFactorNotStarted();
  const secret = user.two_factor_secret;
  if (!(await acceptTwoFactorCode(deps, { userId, secret, code: otp }))) {
    throw wrongAuthenticatorCode();
  }
  // The secret the code was checked against, not one a parallel enrolment just wrote.
  await enableTwoFactor(deps.db, userId, secret);
  return { enabled: true };
}

/** Turning two-factor off is guarded by a code like money out: wrong ones count. */
export async function disableTwoFactor(
  deps: ServiceDeps,
  { userId, otp }: { userId: string; otp: string },
) {
  const user = await requireUser(deps, userId);
  if (!user.two_factor_enabled || !user.two_factor_secret) throw twoFactorNotOn();
  const step = await checkGuardedCode(deps, { user, code: otp });
  if (
    step === null ||
    !(await recordTwoFactorStep(deps.db, userId, user.two_factor_secret, step))
  ) {
    throw wrongAuthenticatorCode();
  }
  await clearTwoFactor(deps.db, userId);
  return { enabled: false };
}

/**
 * Support's reset for a person who lost their authenticator: two-factor off, its secret
 * forgotten, so they sign in with their password again.
 */
export function turnOffTwoFactor(db: Db, userId: string): Promise<void> {
  return clearTwoFactor(db, userId);
}

/**
 * Lets one authenticator code through once: the code must be one of `secret`'s current steps
 * and later than the last step this account used. The check and the record are one conditional
 * update, so two requests racing with the same code cannot both pass.
 */
export async function acceptTwoFactorCode(
  deps: ServiceDeps,
  { userId, secret, code }: { userId: string; secret: string; code: string },
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  return recordTwoFactorStep(deps.db, userId, secret, step);
}

/** Wrong authenticator codes in a row, for one account, before codes are refused for a while. */
export const WRONG_CODES_BEFORE_PAUSE = 5;

/**
 * Checks a code offered for something two-factor guards — signing in (customers and staff),
 * money out, turning two-factor off — and counts it against the account, whatever it was for
 * and whatever address it came from: a password holder cannot guess on from many places.
 * The try is counted before the code is looked at, so a burst of parallel guesses gets no
 * more tries than a sequence; from the fifth wrong code in a row codes are refused (15
 * minutes, doubling, at most a day) and the owner is e-mailed once. A right code clears the
 * count. Returns the code's time step, not yet spent (the caller records it as it acts), or
 * null for a wrong code or one already used. Never inside a transaction: the refusal that
 * follows a wrong code would roll its count back.
 */
export async function checkGuardedCode(
  deps: ServiceDeps,
  { user, code }: { user: UserRow; code: string },
): Promise<number | null> {
  if (deps.db.isTransaction) {
    throw new Error('checkGuardedCode() counts each try for good: call it outside a transaction');
  }
  const secret = user.two_factor_secret;
  if (!secret) return null;
  const tries = await countCodeTry(deps.db, user.user_id, WRONG_CODES_BEFORE_PAUSE);
  if (tries === undefined) {
    const until = (await findUserById(deps.db, user.user_id))?.codes_locked_until;
    throw codesPaused(until ?? new Date());
  }
  const step = totpStep(secret, code);
  const lastUsed = user.two_factor_last_step === null ? null : BigInt(user.two_factor_last_step);
  if (step !== null && (lastUsed === null || BigInt(step) > lastUsed)) {
    await clearCodeTries(deps.db, user.user_id);
    return step;
  }
  if (tries === WRONG_CODES_BEFORE_PAUSE) {
    deps.log.warn({ userId: user.user_id, tries }, 'authenticator codes paused after wrong codes');
    runInBackground(deps, 'wrong codes alert', () =>
      deps.providers.email.send(identityMessages.wrongCodes(user.email, tries)),
    );
  }
  return null;
}

/**
 * Spends a code's time step that checkGuardedCode let through: one conditional update, so two
 * requests racing with the same code cannot both act on it. False when it was spent already.
 */
export function spendTwoFactorStep(
  deps: ServiceDeps,
  { userId, secret, step }: { userId: string; secret: string; step: number },
): Promise<boolean> {
  return recordTwoFactorStep(deps.db, userId, secret, step);
}
