import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Every change to what a session check reads is announced, so an API process may keep a
 * customer's session check between the calls the app polls
 * (docs/decisions/session-check-cache.md).
 *
 * A check reads the session (revoked, expiry), its user's role, status, verifications, PEP
 * status and two-factor, and the user's suspensions. After any change to those, PostgreSQL
 * sends `NOTIFY wattle_session_changes, '<user id>'` when the change commits, to every API
 * process on this database listening (modules/identity/session-cache.ts), whichever process or
 * tool made it. Columns no check reads (a
 * failed login, a preferred name) announce nothing: a login would otherwise empty caches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create function wattle_announce_session_change() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify('wattle_session_changes',
          (case when tg_op = 'DELETE' then old.user_id else new.user_id end)::text);
        return null;
      end $$`,
    `create trigger sessions_announce_change
      after update or delete on sessions
      for each row execute function wattle_announce_session_change()`,
    `create trigger users_announce_change
      after update on users
      for each row when (
        old.role is distinct from new.role
        or old.status is distinct from new.status
        or old.email_verified is distinct from new.email_verified
        or old.phone_verified is distinct from new.phone_verified
        or old.documents_verified is distinct from new.documents_verified
        or old.pep_status is distinct from new.pep_status
        or old.two_factor_enabled is distinct from new.two_factor_enabled
      )
      execute function wattle_announce_session_change()`,
    `create trigger users_announce_removal
      after delete on users
      for each row execute function wattle_announce_session_change()`,
    `create trigger permission_suspensions_announce_change
      after insert or update or delete on permission_suspensions
      for each row execute function wattle_announce_session_change()`,
  ]);
}
