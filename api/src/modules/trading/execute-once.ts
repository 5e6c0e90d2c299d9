import type { TransactionHost, Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { isInsufficientFunds, moneyTransaction, retryingConflicts } from '../ledger/index.js';
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

interface Execution {
  host: TransactionHost;
  userId: string;
  idempotencyKey?: string | undefined;
  /** The order as the client sent it: what an Idempotency-Key is bound to. */
  request: unknown;
  /** Records on the quote why it could not execute, after the transaction rolled back. */
  recordRefusal: (reason: string) => Promise<void>;
}

export interface QuoteExecution<T> extends Execution {
  /** Locks the quote, checks it and writes the trade, inside the transaction. */
  execute: (trx: Trx) => Promise<T>;
}

export interface QuoteStatementExecution<T> extends Execution {
  /**
   * The whole execution as one statement, its own transaction: the key claimed under
   * `requestHash`, the quote locked and checked, the trade written, the key's answer stored.
   */
  statement: (requestHash: string) => Promise<T>;
}

/**
 * What a failed execution tells the customer: an overdraft refused by the database as
 * Insufficient funds, the refusal recorded on the quote, and under an Idempotency-Key stored
 * so that a replay gets the same refusal.
 */
async function refusal(execution: Execution, hash: string, caught: unknown): Promise<unknown> {
  const { host, userId, idempotencyKey } = execution;
  const error = isInsufficientFunds(caught) ? insufficientFunds() : caught;
  if (error instanceof AppError && error.statusCode < 500) {
    const code = error.code ?? '';
    if (!LEAVES_QUOTE_ALONE.has(code)) await execution.recordRefusal(error.message);
    if (idempotencyKey && !NOT_REPLAYED.has(code)) {
      await storeIdempotentFailure(host.db, userId, idempotencyKey, hash, error);
    }
  }
  return error;
}

/**
 * Executes a quote (single or bucket) once: all or nothing in one money transaction, a
 * refusal recorded, and under an Idempotency-Key the first answer — success or refusal —
 * replayed.
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
    throw await refusal(execution, hash, caught);
  }
}

/**
 * `executeQuoteOnce` for an execution that is one statement (one round trip; the order
 * submit): the same refusals, records and replays.
 */
export async function executeQuoteStatementOnce<T>(
  execution: QuoteStatementExecution<T>,
): Promise<T> {
  const hash = requestHash(execution.request);
  try {
    return await retryingConflicts(() => execution.statement(hash));
  } catch (caught) {
    throw await refusal(execution, hash, caught);
  }
}
