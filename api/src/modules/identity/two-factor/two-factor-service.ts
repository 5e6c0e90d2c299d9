import { randomInt } from 'node:crypto';
import { normaliseBackupCode } from '@wattle/shared/contracts';
import { inTransaction } from '../../../db/transaction.js';
import { runInBackground } from '../../../lib/background-task.js';
import { notFound } from '../../../lib/errors.js';
import { sha256Hex } from '../../../lib/secure-token.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { generateTotpSecret, otpauthUrl, totpStep } from '../../../lib/totp.js';
import {
  codesPaused,
  twoFactorAlreadyOn,
  twoFactorNotOn,
  twoFactorNotStarted,
  wrongAuthenticatorCode,
  wrongBackupCode,
} from '../identity-errors.js';
import { notify } from '../../notifications/index.js';
import { identityMessages } from '../identity-messages.js';
import { recordSecurityChange } from '../security-hold/index.js';
import {
  clearCodeTries,
  clearTwoFactor,
  countCodeTry,
  enableTwoFactor,
  recordTwoFactorStep,
  replaceBackupCodes,
  spendBackupCode,
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
  const backupCodes = newBackupCodes();
  // The secret the code was checked against, not one a parallel enrolment just wrote.
  await inTransaction(deps, async (trx) => {
    await enableTwoFactor(trx, userId, secret);
    await replaceBackupCodes(trx, userId, backupCodes.map(hashBackupCode));
    await recordSecurityChange(withDb(deps, trx), { userId, kind: 'two_factor' });
  });
  return { enabled: true as const, backupCodes };
}

/** Backup codes handed out when two-factor is switched on. */
export const BACKUP_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way. */
const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten fresh codes, "k7m2p-q9xtr": about 50 random bits each, uniformly drawn. */
function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Backup codes are kept only as the SHA-256 of their normal form. */
const hashBackupCode = (code: string) => sha256Hex(normaliseBackupCode(code));

/**
 * Turning two-factor off is guarded by a code like money out, or by a backup code for a person
 * who lost their authenticator: wrong ones count.
 */
export async function disableTwoFactor(
  deps: ServiceDeps,
  { userId, otp, backupCode }: { userId: string; otp?: string; backupCode?: string },
) {
  const user = await requireUser(deps, userId);
  if (!user.two_factor_enabled || !user.two_factor_secret) throw twoFactorNotOn();
  if (backupCode !== undefined) {
    if (!(await checkBackupCode(deps, { user, code: backupCode }))) throw wrongBackupCode();
  } else {
    const step = await checkGuardedCode(deps, { user, code: otp ?? '' });
    if (
      step === null ||
      !(await recordTwoFactorStep(deps.db, userId, user.two_factor_secret, step))
    ) {
      throw wrongAuthenticatorCode();
    }
  }
  await inTransaction(deps, async (trx) => {
    await clearTwoFactor(trx, userId);
    await recordSecurityChange(withDb(deps, trx), { userId, kind: 'two_factor' });
  });
  return { enabled: false };
}

/**
 * Support's reset for a person who lost their authenticator: two-factor off, its secret and
 * backup codes forgotten, so they sign in with their password again; the security hold starts
 * and the customer is told. Call it with the transaction that audits the reset.
 */
export async function resetTwoFactorBySupport(deps: ServiceDeps, userId: string): Promise<void> {
  await clearTwoFactor(deps.db, userId);
  await recordSecurityChange(deps, { userId, kind: 'two_factor' });
  await notify(deps, {
    userId,
    title: 'Two-factor authentication reset',
    message:
      'Wattle support turned off two-factor authentication on your account. Set it up again from your profile.',
    type: 'warning',
    topics: ['profile'],
  });
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
  const secret = user.two_factor_secret;
  if (!secret) return null;
  const lastUsed = user.two_factor_last_step === null ? null : BigInt(user.two_factor_last_step);
  let step: number | null = null;
  await countedCodeTry(deps, user, () => {
    step = totpStep(secret, code);
    return Promise.resolve(step !== null && (lastUsed === null || BigInt(step) > lastUsed));
  });
  return step;
}

/**
 * Checks and spends one of the account's backup codes, counted exactly like an authenticator
 * code (checkGuardedCode): the same tries, the same pause, the same e-mail. True when the code
 * was the account's and unused; it is spent at once.
 */
export async function checkBackupCode(
  deps: ServiceDeps,
  { user, code }: { user: UserRow; code: string },
): Promise<boolean> {
  if (!user.two_factor_enabled) return false;
  return countedCodeTry(deps, user, () =>
    spendBackupCode(deps.db, user.user_id, hashBackupCode(code)),
  );
}

/** One counted try at a code that two-factor guards; `check` says whether it was right. */
async function countedCodeTry(
  deps: ServiceDeps,
  user: UserRow,
  check: () => Promise<boolean>,
): Promise<boolean> {
  if (deps.db.isTransaction) {
    throw new Error('A code try is counted for good: check codes outside a transaction');
  }
  const tries = await countCodeTry(deps.db, user.user_id, WRONG_CODES_BEFORE_PAUSE);
  if (tries === undefined) {
    const until = (await findUserById(deps.db, user.user_id))?.codes_locked_until;
    throw codesPaused(until ?? new Date());
  }
  if (await check()) {
    await clearCodeTries(deps.db, user.user_id);
    return true;
  }
  if (tries === WRONG_CODES_BEFORE_PAUSE) {
    deps.log.warn({ userId: user.user_id, tries }, 'authenticator codes paused after wrong codes');
    runInBackground(deps, 'wrong codes alert', () =>
      deps.providers.email.send(identityMessages.wrongCodes(user.email, tries)),
    );
  }
  return false;
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
