import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  fromSmallestUnits,
  WITHDRAW_ESTIMATE_LIFETIME_SECONDS,
  type Amount,
  type WithdrawEstimate,
} from '@wattle/shared/contracts';
import { estimateExpired, estimateInvalid } from './funding-errors.js';

const LIFETIME_MS = WITHDRAW_ESTIMATE_LIFETIME_SECONDS * 1000;
/** Clocks of two API instances may differ a little; a date further ahead is not ours. */
const CLOCK_SKEW_MS = 60_000;

/** When an estimate signed at `signedAt` stops being accepted. */
export const estimateExpiry = (signedAt: Date) => new Date(signedAt.getTime() + LIFETIME_MS);

/** A key of its own for estimates, derived from the server secret: never the secret itself. */
export function estimateSigningKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('wattle/withdraw-estimate/v1').digest();
}

type Unsigned = Omit<WithdrawEstimate, 'signature'>;

/** Every field, and the person it was made for, in one fixed order. */
function signedText(userId: string, estimate: Unsigned): string {
  const amount = (value: Amount) => [value.value, value.precision, value.name];
  return JSON.stringify([
    'withdraw-estimate',
    userId,
    estimate.asset,
    ...amount(estimate.amount),
    ...amount(estimate.quotedFee),
    estimate.address,
    estimate.signatureDate,
  ]);
}

export function signEstimate(key: Buffer, userId: string, estimate: Unsigned): string {
  return createHmac('sha256', key).update(signedText(userId, estimate)).digest('base64url');
}

/** A decimalValue that disagrees with value was edited by someone. */
const consistent = (amount: Amount) =>
  amount.decimalValue === undefined ||
  amount.decimalValue === fromSmallestUnits(amount.value, amount.precision).toFixed();

/**
 * The estimate is one Wattle signed for this caller, unchanged, and younger than five
 * minutes. Returns when it expires.
 */
export function verifyEstimate(
  key: Buffer,
  userId: string,
  estimate: WithdrawEstimate,
  now: Date,
): Date {
  const expected = Buffer.from(signEstimate(key, userId, estimate));
  const given = Buffer.from(estimate.signature);
  const genuine = expected.length === given.length && timingSafeEqual(expected, given);
  if (!genuine || !consistent(estimate.amount) || !consistent(estimate.quotedFee)) {
    throw estimateInvalid();
  }
  const signedAt = new Date(estimate.signatureDate).getTime();
  if (signedAt > now.getTime() + CLOCK_SKEW_MS) throw estimateInvalid();
  if (now.getTime() - signedAt > LIFETIME_MS) throw estimateExpired();
  return estimateExpiry(new Date(signedAt));
}
