import type { WithdrawalRule } from '@wattle/shared/contracts';
import { AppError, badRequest, conflict } from '../../lib/errors.js';

/** A withdrawal refused by one of the withdrawal rules: the rule is the `code`. */
export const ruleRefusal = (rule: WithdrawalRule, message: string) =>
  new AppError(400, message, rule);

export const insufficientFunds = () =>
  new AppError(400, 'Insufficient funds', 'InsufficientFundsError');

export const invalidInput = (message: string) => badRequest(message);

export const withdrawAccountDeclined = (reason: string) =>
  badRequest(reason, 'WithdrawAccountDeclinedError');

/** The bank would not open deposit details for this customer. */
export const depositAccountRefused = (reason: string) =>
  new AppError(502, reason, 'DepositAccountError');
export const depositsPaused = (symbol: string) =>
  badRequest(`${symbol} deposits are paused right now`, 'DepositsPausedError');

export const estimateInvalid = () =>
  new AppError(
    400,
    'This withdrawal estimate was changed or is not from Wattle. Get a new estimate.',
    'EstimateInvalidError',
  );

export const estimateExpired = () =>
  new AppError(
    400,
    'This withdrawal estimate has expired. Get a new estimate and try again.',
    'EstimateExpiredError',
  );

export const estimateUsed = () =>
  new AppError(
    409,
    'This withdrawal estimate was already used. Get a new estimate to withdraw again.',
    'EstimateUsedError',
  );

export const accountNameMismatch = (message: string) =>
  badRequest(message, 'AccountNameMismatchError');

/** AUD to a bank account that replaced another waits out the cool-down. */
export const withdrawAccountCoolingDown = (until: string) =>
  new AppError(
    403,
    `For your safety, AUD withdrawals to a new bank account start after a cool-down: from ${until}.`,
    'WithdrawAccountCoolingDownError',
  );

export const addressNotSaved = () =>
  new AppError(
    403,
    'You allow withdrawals only to saved addresses. Save this address first, or change that setting.',
    'AddressNotSavedError',
  );
export const addressAlreadySaved = () =>
  conflict('That address is already in your address book', 'AddressAlreadySavedError');

/** Refusals a retry with the same Idempotency-Key must not replay: the person fixes them. */
export const NOT_REPLAYED = new Set([
  'TwoFactorRequiredError',
  'OtpError',
  'PasswordRequiredError',
  'PasswordError',
  'IdempotencyKeyReused',
  'Conflict',
  'DatabaseConflictError',
]);
