import { isConstraintViolation } from '../../lib/db-errors.js';

/** A customer balance would have gone below zero: the database refused. */
export function isInsufficientFunds(error: unknown): boolean {
  return isConstraintViolation(error, 'ledger_accounts_non_negative');
}
