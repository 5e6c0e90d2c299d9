import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/** Error codes the product reacts to (docs/product/errors.md#error-codes). */
export const ERROR_CODES = [
  'DatabaseConflictError',
  'OrderInvalidError',
  'OtpError',
  'OtpAttemptsLimitReachedError',
  'NOT_LIVE',
  'InsufficientFundsError',
  'QuoteExpiredError',
  'ValidationError',
  'PasswordTooWeakError',
  'TwoFactorRequiredError',
  'RateLimitedError',
  'QuoteUsedError',
  'IdempotencyKeyReused',
  'EstimateInvalidError',
  'EstimateExpiredError',
  'EstimateUsedError',
  'DepositAccountError',
  'WithdrawAccountDeclinedError',
  'DepositsPausedError',
  // Step-up on money out.
  'PasswordRequiredError',
  'PasswordError',
  'AccountNameMismatchError',
  'WithdrawAccountCoolingDownError',
  'AddressNotSavedError',
  'AddressAlreadySavedError',
  // Support console.
  'StaffTwoFactorRequired',
  // Withdrawal rules, sent as codes.
  'withdrawal_limit_exceeded',
  'withdrawal_reason',
  'chainalysis_reason',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every API error body: `{ statusCode, error, message, code? }`. */
export const apiErrorBodySchema = lazySchema(() =>
  z.object({
    statusCode: z.number().int(),
    error: text(),
    message: z.union([text(), z.array(text())]),
    code: text().optional(),
    reason: text().optional(),
  }),
);
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Successful bodies are wrapped as `{ data }`; clients unwrap them. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
