import { timingSafeEqual } from 'node:crypto';
import { MAX_OTP_ATTEMPTS } from '@wattle/shared/contracts';
import { inTransaction } from '../../../db/transaction.js';
import { notFound } from '../../../lib/errors.js';
import { newSixDigitCode } from '../../../lib/secure-token.js';
import { withDb, type ServiceDeps } from '../../../lib/service-deps.js';
import { otpLocked, otpRefused, phoneAlreadyVerified, phoneInUse } from '../identity-errors.js';
import { findOtherPhoneHolder, insertMatch } from './identity-match-repository.js';
import { identityMessages } from '../identity-messages.js';
import { recordSecurityChange } from '../security-hold/index.js';
import {
  countWrongAttempt,
  insertOtp,
  latestOtpForUpdate,
  markOtpVerified,
  otpHash,
} from './phone-otp-repository.js';
import { findUserById, markPhoneVerified } from '../user-repository.js';

const OTP_TTL_MS = 10 * 60 * 1000;

interface PhoneInput {
  userId: string;
  phoneNumber: string;
}

/** Sends a fresh 6-digit code by SMS; it replaces (and so unlocks) any earlier one. */
export async function sendPhoneCode(deps: ServiceDeps, { userId, phoneNumber }: PhoneInput) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('Your account');
  if (user.phone_verified && user.phone_number === phoneNumber) throw phoneAlreadyVerified();
  const code = newSixDigitCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await insertOtp(deps.db, { userId, phoneNumber, code, expiresAt });
  await deps.providers.sms.send(identityMessages.phoneCode(phoneNumber, code));
  return { status: 'code_sent' as const, phoneNumber, expiresAt: expiresAt.toISOString() };
}

type Check =
  | { outcome: 'verified' }
  | { outcome: 'in_use' }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'locked' }
  | { outcome: 'expired' }
  | { outcome: 'no_code' }
  | { outcome: 'other_number' };

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Checks a code against the newest one sent. A wrong guess is counted and committed even
 * though the request fails — the count is the point — and the fifth locks the code.
 */
export async function verifyPhoneCode(
  deps: ServiceDeps,
  { userId, phoneNumber, code }: PhoneInput & { code: string },
) {
  const check = await inTransaction(deps, async (trx): Promise<Check> => {
    const otp = await latestOtpForUpdate(trx, userId);
    if (!otp || otp.verified_at) return { outcome: 'no_code' };
    if (otp.phone_number !== phoneNumber) return { outcome: 'other_number' };
    if (otp.attempts >= MAX_OTP_ATTEMPTS) return { outcome: 'locked' };
    if (otp.expires_at <= new Date()) return { outcome: 'expired' };
    if (!sameHash(otp.code_hash, otpHash(userId, phoneNumber, code))) {
      const attempts = otp.attempts + 1;
      await countWrongAttempt(trx, otp.otp_id, attempts);
      return attempts >= MAX_OTP_ATTEMPTS
        ? { outcome: 'locked' }
        : { outcome: 'wrong', attemptsLeft: MAX_OTP_ATTEMPTS - attempts };
    }
    const now = new Date();
    // One person, one account: a number verified on another account verifies no second one.
    // Checked only once the code proves the caller holds the number, so it tells nobody else.
    const holder = await findOtherPhoneHolder(trx, phoneNumber, userId);
    if (holder) {
      await markOtpVerified(trx, otp.otp_id, now);
      await insertMatch(trx, { userId, otherUserId: holder.user_id, kind: 'phone' });
      return { outcome: 'in_use' };
    }
    const before = await findUserById(trx, userId);
    await markOtpVerified(trx, otp.otp_id, now);
    await markPhoneVerified(trx, userId, phoneNumber, now);
    // A verified number replaced is a change of who gets the codes; a first one is not.
    if (before?.phone_verified && before.phone_number !== phoneNumber) {
      await recordSecurityChange(withDb(deps, trx), { userId, kind: 'phone' });
    }
    return { outcome: 'verified' };
  });

  switch (check.outcome) {
    case 'verified':
      return { status: 'verified' as const, phoneNumber };
    case 'wrong':
      throw otpRefused(
        `That code is not correct. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
      );
    case 'locked':
      throw otpLocked();
    case 'expired':
      throw otpRefused('That code has expired. Request a new code.');
    case 'other_number':
      throw otpRefused(
        'That code was sent to a different number. Request a new code for this one.',
      );
    case 'in_use':
      throw phoneInUse();
    case 'no_code':
      throw otpRefused('There is no code waiting for this number. Request a new code.');
  }
}
