import { isConstraintViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';

/** A customer balance would have gone below zero: the database refused. */
export function isInsufficientFunds(error: unknown): boolean {
  return isConstraintViolation(error, 'ledger_accounts_non_negative');
}

/** The words a customer sees when a money transaction kept colliding with others. */
export const DATABASE_CONFLICT_MESSAGE =
  'The system is currently experiencing heavy load so unable to complete trade. Please try again.';

export const databaseConflict = () =>
  new AppError(409, DATABASE_CONFLICT_MESSAGE, 'DatabaseConflictError');

/** A money transaction that kept colliding with others: worth trying again later, not final. */
export function isDatabaseConflict(error: unknown): boolean {
  return error instanceof AppError && error.code === 'DatabaseConflictError';
}
