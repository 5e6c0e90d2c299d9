import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * The trade functions plan their statements once per connection.
 *
 * PL/pgSQL keeps a plan for each statement of a function, but by default the plan cache
 * plans a statement with parameters again on every call for as long as its one plan for any
 * values looks dearer than the plans made for the values at hand. For wattle_submit_quote
 * and wattle_execute_trades that is every call, and planning then dominates the database's
 * work per trade.
 *
 * Every statement in them finds its rows by key (the trade ids, the customer's accounts, the
 * Idempotency-Key), so one plan serves every call:
 * - `plan_cache_mode = force_generic_plan` keeps the first plan for the connection's life
 *   (until ANALYZE or DDL on a table invalidates it).
 * - `enable_seqscan = off` makes that plan use the keys' indexes even when a table is small
 *   or has no statistics yet, as in a new database: a plan that scanned `trades` because it
 *   held a few rows when the connection started would otherwise scan it on every trade after.
 *   Only the postings trigger's transition table is still read whole, as it has no index.
 *
 * Both hold only while a function runs (and for the triggers its statements fire); nothing
 * else on the connection changes. `npm run bench:ledger` measures the effect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    [
      'wattle_submit_quote(uuid, uuid, text, text, numeric, text, text, text, timestamptz)',
      'wattle_execute_trades(uuid, uuid[], text, timestamptz)',
    ].map(
      (signature) =>
        `alter function ${signature}
          set plan_cache_mode = force_generic_plan set enable_seqscan = off`,
    ),
  );
}
