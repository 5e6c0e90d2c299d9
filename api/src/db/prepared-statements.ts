import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import pg from 'pg';

/**
 * Marks a statement for the hot path: on PostgreSQL each pooled connection parses
 * and plans it once, then only binds and executes it. Only marked statements are prepared,
 * so the number per connection stays small and known. A marked statement names its result
 * columns (no `*`): a migration that adds a column must not change a prepared result's shape.
 * PGlite reads the mark as the comment it is.
 */
export const PREPARE_MARK = '/* wattle:prepare */';

/** For a query builder's `modifyFront` / `modifyEnd`. */
export const prepared: RawBuilder<unknown> = sql.raw(PREPARE_MARK);

const names = new Map<string, string>();

/** One name per statement text, the same on every connection and process. */
export function preparedName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `wattle_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type Forward = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * node-postgres's client, preparing the marked statements under their names (the pool's
 * `Client` option). Everything else goes through unchanged.
 */
export class PreparingClient extends pg.Client {}

const forward = Object.getOwnPropertyDescriptor(pg.Client.prototype, 'query')?.value as Forward;

Object.defineProperty(PreparingClient.prototype, 'query', {
  value: function preparingQuery(
    this: pg.Client,
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ): unknown {
    if (typeof config === 'string' && config.includes(PREPARE_MARK)) {
      return forward.call(this, { name: preparedName(config), text: config, values }, callback);
    }
    return forward.call(this, config, values, callback);
  },
});
