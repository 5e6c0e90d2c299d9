import { z } from 'zod';

/** Any character but NUL: PostgreSQL's text cannot hold U+0000 (22021), so no contract accepts it. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is about
export const NO_NUL_PATTERN = /^[^\u0000]*$/;

const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * The plain one, built once: a zod schema never changes (each method returns a new one), and
 * the 235 fields that start from it are built as every page starts (about a tenth of the
 * contracts' start-up CPU). OpenAPI inlines it wherever it is used.
 */
const anyText = z.string().regex(NO_NUL_PATTERN, NUL_MESSAGE);

/**
 * Every string of every contract starts here: `text().min(1).max(80)`, or `text('Name is
 * required')` for the message of a missing value. It rejects NUL at the edge (a clear 400)
 * instead of letting it reach the database (a 500).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  params === undefined ? anyText : z.string(params).regex(NO_NUL_PATTERN, NUL_MESSAGE);
