import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Live staff sessions by last use: the minutely sweep that ends idle staff sessions (and
 * their sockets) reads only these, however many customer sessions there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index sessions_live_staff_last_use_idx on sessions (coalesce(last_seen_at, created_at))
      where kind = 'staff' and revoked_at is null`,
  ]);
}
