/**
 * Every change to what a session check reads is announced, so an API process may keep a
 * customer's session check between calls (modules/identity/session-cache.ts).
 *
 * Fired after changes to sessions, to the users columns a check reads (role, status,
 * verifications, PEP status, two-factor), to a user's removal and to permission suspensions:
 * `NOTIFY wattle_session_changes, '<user id>'` when the change commits, to every API process
 * listening on this database, whichever process or tool made it.
 */
export const WATTLE_ANNOUNCE_SESSION_CHANGE = `create or replace function wattle_announce_session_change() returns trigger
      language plpgsql as $$
      begin
        perform pg_notify('wattle_session_changes',
          (case when tg_op = 'DELETE' then old.user_id else new.user_id end)::text);
        return null;
      end $$`;
