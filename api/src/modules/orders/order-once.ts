import type { TransactionHost, Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/errors.js';
import { isInsufficientFunds, moneyTransaction } from '../ledger/index.js';
import {
  claimIdempotencyKey,
  insufficientFunds,
  requestHash,
  storeIdempotentFailure,
  storeIdempotentResult,
} from '../trading/index.js';

/** Refusals that are not an answer to the request itself: a replay is told them afresh. */
const NOT_STORED = new Set(['IdempotencyKeyReused', 'Conflict']);

/**
 * Money-moving order work (a placement, a cancel) in one money transaction, and under an
 * Idempotency-Key once: a replay gets the first answer, success or refusal, and moves nothing
 * (docs/product/trading.md#idempotency). An overdraft the database refuses is Insufficient
 * funds.
 */
export async function orderWorkOnce<T>(
  host: TransactionHost,
  {
    userId,
    idempotencyKey,
    request,
  }: { userId: string; idempotencyKey: string | undefined; request: unknown },
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const hash = requestHash(request);
  try {
    return await moneyTransaction(host, async (trx) => {
      if (idempotencyKey) {
        const claim = await claimIdempotencyKey<T>(trx, userId, idempotencyKey, hash);
        if ('replay' in claim) return claim.replay;
      }
      const result = await work(trx);
      if (idempotencyKey) await storeIdempotentResult(trx, userId, idempotencyKey, 200, result);
      return result;
    });
  } catch (caught) {
    const error = isInsufficientFunds(caught) ? insufficientFunds() : caught;
    if (
      idempotencyKey &&
      error instanceof AppError &&
      error.statusCode < 500 &&
      !NOT_STORED.has(error.code ?? '')
    ) {
      await storeIdempotentFailure(host.db, userId, idempotencyKey, hash, error);
    }
    throw error;
  }
}
