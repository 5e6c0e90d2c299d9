import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/errors.js';
import type { ServiceDeps } from '../../../lib/service-deps.js';
import { generateTotpSecret, otpauthUrl, totpStep } from '../../../lib/totp.js';
import {
  twoFactorAlreadyOn,
  twoFactorNotOn,
  twoFactorNotStarted,
  wrongAuthenticatorCode,
} from '../identity-errors.js';
import {
  clearTwoFactor,
  enableTwoFactor,
  recordTwoFactorStep,
  storePendingTwoFactorSecret,
} from './two-factor-repository.js';
import { findUserById } from '../user-repository.js';

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

export async function disableTwoFactor(
  deps: ServiceDeps,
  { userId, otp }: { userId: string; otp: string },
) {
  const user = await requireUser(deps, userId);
  if (!user.two_factor_enabled || !user.two_factor_secret) throw twoFactorNotOn();
  const secret = user.two_factor_secret;
  if (!(await acceptTwoFactorCode(deps, { userId, secret, code: otp }))) {
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
