import { ORDER_MESSAGES } from '@wattle/shared/contracts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';

/** An order the rules refuse, with a message the customer can act on. */
export const orderInvalid = (message: string) => badRequest(message, 'OrderInvalidError');
export const belowMinimum = () => orderInvalid(ORDER_MESSAGES.belowMinimum);
export const insufficientFunds = () =>
  badRequest(ORDER_MESSAGES.insufficientFunds, 'InsufficientFundsError');
export const noFiatBalance = () =>
  badRequest(ORDER_MESSAGES.noFiatBalance, 'InsufficientFundsError');

/** A 1-Click order from a customer who has not turned 1-Click buy on in preferences. */
export const oneClickOff = () =>
  forbidden(
    '1-Click buy is off. Turn it on in Profile → Preferences, or preview the order first.',
    'OneClickOff',
  );

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

interface RaisedError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

const REFUSALS: Record<string, (raised: RaisedError) => AppError> = {
  quote_not_found: quoteNotFound,
  quote_used: quoteUsed,
  quote_expired: quoteExpired,
  quote_mismatch: quoteMismatch,
  direction_paused: ({ detail, hint }) =>
    orderInvalid(`${detail === 'buy' ? 'Buying' : 'Selling'} ${hint ?? ''} is paused right now`),
  idempotency_key_reused: idempotencyKeyReused,
  still_processing: stillProcessing,
};

/**
 * A refusal wattle_submit_quote raised (SQLSTATE WT001, db/functions/trades.ts) as the API's error;
 * undefined for any other error.
 */
export function raisedRefusal(error: unknown): AppError | undefined {
  const raised = (typeof error === 'object' && error !== null ? error : {}) as RaisedError;
  if (raised.code !== 'WT001') return undefined;
  return REFUSALS[raised.message ?? '']?.(raised);
}

/**
 * An answer stored under the Idempotency-Key that wattle_submit_quote raised for replay
 * (SQLSTATE WT002): a refusal, or an answer stored before the migration.
 */
export function raisedStoredAnswer(
  error: unknown,
): { statusCode: number; response: unknown } | undefined {
  const raised = (typeof error === 'object' && error !== null ? error : {}) as RaisedError;
  if (raised.code !== 'WT002' || raised.detail === undefined) return undefined;
  return { statusCode: Number(raised.hint), response: JSON.parse(raised.detail) as unknown };
}
