import { inTransaction, type TransactionHost, type Trx } from '../../db/transaction.js';
import { isRetryableConflict } from '../../lib/db-errors.js';
import { databaseConflict } from './ledger-errors.js';

/**
 * Runs money-moving `work` (a transaction, or one statement that is its own), again on a
 * deadlock or serialization failure, twice; after that the customer hears the
 * DatabaseConflictError.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= 2) throw databaseConflict();
    }
  }
}

/**
 * Money-moving work in one READ COMMITTED transaction, opened with `inTransaction` so
 * notifications queued inside go out only after the commit, retried as `retryingConflicts`
 * says.
 */
export function moneyTransaction<T>(
  host: TransactionHost,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  return retryingConflicts(() => inTransaction(host, work));
}
