import { inTransaction } from '../../db/transaction.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { IDEMPOTENCY_TTL_MS } from './idempotency.js';
import { deleteKeysCreatedBefore } from './idempotency-repository.js';
import { deleteUnusedQuotesExpiredBefore } from './trade-repository.js';

/** Unused quotes are kept a day (support may ask about one), then deleted. */
export const KEEP_UNUSED_QUOTES_MS = 24 * 60 * 60 * 1000;

/**
 * Every quote is a row; most are never confirmed. Deletes unused quotes (a bucket quote's
 * legs too) a day after they expired, and Idempotency-Keys past their 24 hours. Executed and
 * rejected orders are history and stay.
 */
export async function purgeStaleQuotes(
  deps: ServiceDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ trades: number; keys: number }> {
  const cutoff = new Date(now.getTime() - KEEP_UNUSED_QUOTES_MS);
  return inTransaction(deps, async (trx) => {
    const trades = await deleteUnusedQuotesExpiredBefore(trx, cutoff);
    const keys = await deleteKeysCreatedBefore(trx, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
    return { trades, keys };
  });
}
