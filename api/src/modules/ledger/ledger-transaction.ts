import { inTransaction, type TransactionHost, type Trx } from '../../db/transaction.js';
import { isRetryableConflict } from '../../lib/db-errors.js';
import { databaseConflict } from './ledger-errors.js';

/**
 * Money-moving work in one READ COMMITTED transaction, opened with `inTransaction` so
 * notifications queued inside go out only after the commit. A deadlock or serialization
 * failure is retried twice; after that the customer hears the spec's DatabaseConflictError.
 */
export async function moneyTransaction<T>(
  host: TransactionHost,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inTransaction(host, work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= 2) throw databaseConflict();
    }
  }
}
