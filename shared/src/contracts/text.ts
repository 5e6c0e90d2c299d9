import { z } from 'zod';

/** Any character but NUL: PostgreSQL's text cannot hold U+0000 (22021), so no contract accepts it. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern is about
export const NO_NUL_PATTERN = /^[^\u0000]*$/;

/**
 * Every string of every contract starts here: `text().min(1).max(80)`, or `text('Name is
 * required')` for the message of a missing value. It rejects NUL at the edge (a clear 400)
 * instead of letting it reach the database (a 500).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(NO_NUL_PATTERN, 'must not contain a NUL character');
