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

/**
 * PostgreSQL's classes for a server that cannot serve now: 08 (connection exception), 53
 * (insufficient resources: too many connections, disk full), 57 (operator intervention: a
 * terminated backend, a shutdown, a cancelled statement, "cannot connect now") and 25P03 (a
 * session ended for idling in a transaction).
 */
const UNAVAILABLE_CLASSES = ['08', '53', '57'];
/** The network's word for the same, from Node. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres' own, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
];

function unavailableItself(error: unknown): boolean {
  const { code = '', message = '' } = asPgError(error);
  return (
    UNAVAILABLE_CLASSES.some((prefix) => code.startsWith(prefix) && code.length === 5) ||
    code === '25P03' ||
    UNAVAILABLE_ERRNOS.has(code) ||
    UNAVAILABLE_MESSAGES.some((text) => message.includes(text))
  );
}

/**
 * The database is down, unreachable, overloaded or too slow: nothing the request did wrong,
 * and the same request may succeed in a moment (a 503, never a 500 or a hang). Looks through
 * `cause` and an AggregateError's `errors` (Node's connect tries every address).
 */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (unavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailableError(cause, depth + 1)) return true;
  return (
    Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1))
  );
}
