/** What PostgreSQL (node-postgres and PGlite alike) puts on an error. */
interface PgError {
  code?: string;
  constraint?: string;
  message?: string;
}

const asPgError = (error: unknown): PgError =>
  typeof error === 'object' && error !== null ? error : {};

function names(error: PgError, constraint: string): boolean {
  return error.constraint === constraint || (error.message ?? '').includes(constraint);
}

/** A check (23514), unique (23505) or foreign-key (23503) violation naming `constraint`. */
export function isConstraintViolation(error: unknown, constraint: string): boolean {
  const detail = asPgError(error);
  return ['23514', '23505', '23503'].includes(detail.code ?? '') && names(detail, constraint);
}

/** A unique violation (23505) of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const detail = asPgError(error);
  return detail.code === '23505' && names(detail, constraint);
}

/** Deadlock or serialization failure: the same work may succeed if tried again. */
export function isRetryableConflict(error: unknown): boolean {
  const { code } = asPgError(error);
  return code === '40P01' || code === '40001';
}

/**
 * The database refused a value the request carried: bad text representation (22P02, a
 * non-UUID id), NUL in text (22021), a number beyond its column (22003), a string too long
 * (22001), a bad date/time (22007/22008) or a check constraint (23514). The contracts should
 * stop these first; when one slips through it is still the client's input, so a 400.
 */
const INVALID_INPUT_CODES = new Set([
  '22P02',
  '22021',
  '22003',
  '22001',
  '22007',
  '22008',
  '23514',
]);

export function isInvalidInputError(error: unknown): boolean {
  return INVALID_INPUT_CODES.has(asPgError(error).code ?? '');
}
