import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Staff sessions end after 30 idle minutes: the session remembers when it was last used
 * (touched at most once a minute). Customer sessions leave it empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table sessions add column last_seen_at timestamptz`,
    `create index audit_log_actor_idx on audit_log (actor_id, created_at desc)`,
    `create index audit_log_action_idx on audit_log (action, created_at desc)`,
  ]);
}
