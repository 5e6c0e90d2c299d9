import type { TransactionHost, Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { isInsufficientFunds } from '../ledger/ledger-errors.js';
import { moneyTransaction } from '../ledger/ledger-transaction.js';
import {
  claimIdempotencyKey,
  requestHash,
  storeIdempotentFailure,
  storeIdempotentResult,
} from './idempotency.js';
import { insufficientFunds } from './trading-errors.js';

/** Refusals that say nothing about the quote itself: it stays as it was. */
const LEAVES_QUOTE_ALONE = new Set([
  'QuoteUsedError',
  'NotFound',
  'IdempotencyKeyReused',
  'Conflict',
]);
/** Answers a replay must not repeat: the key's owner is told something else. */
const NOT_REPLAYED = new Set(['IdempotencyKeyReused', 'Conflict']);

export interface QuoteExecution<T> {
  host: TransactionHost;
  userId: string;
  idempotencyKey?: string | undefined;
  /** The order as the client sent it: what an Idempotency-Key is bound to. */
  request: unknown;
  /** Locks the quote, checks it and writes the trade, inside the transaction. */
  execute: (trx: Trx) => Promise<T>;
  /** Records on the quote why it could not execute, after the transaction rolled back. */
  recordRefusal: (reason: string) => Promise<void>;
}

/**
 * Executes a quote (single or bucket) once: all or nothing in one money transaction, an
 * overdraft refused by the database reported as Insufficient funds, a refusal recorded on
 * the quote, and under an Idempotency-Key the first answer — success or refusal — replayed.
 */
export async function executeQuoteOnce<T>(execution: QuoteExecution<T>): Promise<T> {
  const { host, userId, idempotencyKey } = execution;
  const hash = requestHash(execution.request);
  try {
    return await moneyTransaction(host, async (trx) => {
      if (idempotencyKey) {
        const claim = await claimIdempotencyKey<T>(trx, userId, idempotencyKey, hash);
        if ('replay' in claim) return claim.replay;
      }
      const result = await execution.execute(trx);
      if (idempotencyKey) await storeIdempotentResult(trx, userId, idempotencyKey, 200, result);
      return result;
    });
  } catch (caught) {
    const error = isInsufficientFunds(caught) ? insufficientFunds() : caught;
    if (error instanceof AppError && error.statusCode < 500) {
      const code = error.code ?? '';
      if (!LEAVES_QUOTE_ALONE.has(code)) await execution.recordRefusal(error.message);
      if (idempotencyKey && !NOT_REPLAYED.has(code)) {
        await storeIdempotentFailure(host.db, userId, idempotencyKey, hash, error);
      }
    }
    throw error;
  }
}
