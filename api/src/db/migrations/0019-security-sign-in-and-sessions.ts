import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Sign-in that neither locks its owner out nor tells who has an account, and sessions that end
 * on time.
 *
 * - Wrong passwords no longer lock an account (`login_locked_until` is gone): from a few in a
 *   row, until `login_challenged_until`, the right password alone is not enough, and the owner
 *   adds a one-time sign-in link (`one_time_tokens.purpose = 'sign_in'`) or their code.
 * - Wrong authenticator codes are counted per account (`failed_codes`), whatever they were
 *   for; from a few in a row, codes are refused until `codes_locked_until`.
 * - Live staff sessions by last use: the minutely sweep that ends idle staff sessions (and
 *   their sockets) reads only these, however many customer sessions there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table users drop column login_locked_until`,
    `alter table users add column login_challenged_until timestamptz`,
    `alter table users add column failed_codes integer not null default 0
      check (failed_codes >= 0)`,
    `alter table users add column codes_locked_until timestamptz`,
    `alter table one_time_tokens drop constraint one_time_tokens_purpose_check`,
    `alter table one_time_tokens add constraint one_time_tokens_purpose_check
      check (purpose in ('verify_email', 'reset_password', 'sign_in'))`,
    `create index sessions_live_staff_last_use_idx on sessions (coalesce(last_seen_at, created_at))
      where kind = 'staff' and revoked_at is null`,
  ]);
}
