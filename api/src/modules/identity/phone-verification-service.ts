import { timingSafeEqual } from 'node:crypto';
import { MAX_OTP_ATTEMPTS } from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { newSixDigitCode } from '../../lib/secure-token.js';
import { identityMessages } from './identity-messages.js';
import { insertOtp, latestOtpForUpdate, otpHash } from './phone-otp-repository.js';
import { findUserById } from './user-repository.js';

const OTP_TTL_MS = 10 * 60 * 1000;

export const OTP_LOCKED = 'Too many wrong codes. Request a new code.';

/** Sends a fresh 6-digit code by SMS; it replaces (and so unlocks) any earlier one. */
export async function sendPhoneCode(app: FastifyInstance, userId: string, phoneNumber: string) {
  const user = await findUserById(app.db, userId);
  if (!user) throw notFound('Your account');
  if (user.phone_verified && user.phone_number === phoneNumber) {
    throw conflict('This phone number is already verified on your account.', 'PhoneVerified');
  }
  const code = newSixDigitCode();
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  await insertOtp(app.db, { userId, phoneNumber, code, expiresAt });
  await app.providers.sms.send(identityMessages.phoneCode(phoneNumber, code));
  return { status: 'code_sent' as const, phoneNumber, expiresAt: expiresAt.toISOString() };
}

type Check =
  | { outcome: 'verified' }
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
  app: FastifyInstance,
  userId: string,
  phoneNumber: string,
  code: string,
) {
  const check = await inTransaction(app, async (trx): Promise<Check> => {
    const otp = await latestOtpForUpdate(trx, userId);
    if (!otp || otp.verified_at) return { outcome: 'no_code' };
    if (otp.phone_number !== phoneNumber) return { outcome: 'other_number' };
    if (otp.attempts >= MAX_OTP_ATTEMPTS) return { outcome: 'locked' };
    if (otp.expires_at <= new Date()) return { outcome: 'expired' };
    if (!sameHash(otp.code_hash, otpHash(userId, phoneNumber, code))) {
      const attempts = otp.attempts + 1;
      await trx
        .updateTable('phone_otps')
        .set({ attempts })
        .where('otp_id', '=', otp.otp_id)
        .execute();
      return attempts >= MAX_OTP_ATTEMPTS
        ? { outcome: 'locked' }
        : { outcome: 'wrong', attemptsLeft: MAX_OTP_ATTEMPTS - attempts };
    }
    const now = new Date();
    await trx
      .updateTable('phone_otps')
      .set({ verified_at: now })
      .where('otp_id', '=', otp.otp_id)
      .execute();
    await trx
      .updateTable('users')
      .set({ phone_number: phoneNumber, phone_verified: true, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    return { outcome: 'verified' };
  });

  switch (check.outcome) {
    case 'verified':
      return { status: 'verified' as const, phoneNumber };
    case 'wrong':
      throw badRequest(
        `That code is not correct. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
        'OtpError',
      );
    case 'locked':
      throw new AppError(429, OTP_LOCKED, 'OtpAttemptsLimitReachedError');
    case 'expired':
      throw badRequest('That code has expired. Request a new code.', 'OtpError');
    case 'other_number':
      throw badRequest(
        'That code was sent to a different number. Request a new code for this one.',
        'OtpError',
      );
    case 'no_code':
      throw badRequest('There is no code waiting for this number. Request a new code.', 'OtpError');
  }
}
