import { ORDER_MESSAGES } from '@wattle/shared/contracts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';

/** Spec §5: an order the rules refuse, with a message the customer can act on. */
export const orderInvalid = (message: string) => badRequest(message, 'OrderInvalidError');
export const belowMinimum = () => orderInvalid(ORDER_MESSAGES.belowMinimum);
export const insufficientFunds = () =>
  badRequest(ORDER_MESSAGES.insufficientFunds, 'InsufficientFundsError');
export const noFiatBalance = () =>
  badRequest(ORDER_MESSAGES.noFiatBalance, 'InsufficientFundsError');

export const quoteNotFound = () => notFound('That quote');
export const quoteUsed = () => conflict(ORDER_MESSAGES.quoteUsed, 'QuoteUsedError');
export const quoteExpired = () => badRequest(ORDER_MESSAGES.quoteExpired, 'QuoteExpiredError');
export const quoteMismatch = () => orderInvalid(ORDER_MESSAGES.quoteMismatch);

export const idempotencyKeyMalformed = () =>
  badRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
export const idempotencyKeyReused = () =>
  new AppError(
    422,
    'This Idempotency-Key was already used for a different request',
    'IdempotencyKeyReused',
  );
export const stillProcessing = () => conflict('This request is still being processed');

/** A refusal as it was stored under an Idempotency-Key, thrown again for the replay. */
export interface StoredRefusal {
  error: { statusCode: number; message: string; code?: string };
}
export const replayedRefusal = ({ error }: StoredRefusal) =>
  new AppError(error.statusCode, error.message, error.code);
