import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Every change to what a signed request's key check reads is announced on the session
 * changes channel (migration 0018), with the key owner's id, so an API process may keep a key
 * check between a script's calls as it keeps session checks (api-keys/key-cache.ts). The
 * owner's facts and suspensions are announced already; this adds the key's own: its scopes,
 * allow-list, expiry and revocation. Its last use announces nothing: every request moves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create trigger api_keys_announce_change
      after update on api_keys
      for each row when (
        old.revoked_at is distinct from new.revoked_at
        or old.expires_at is distinct from new.expires_at
        or old.scopes is distinct from new.scopes
        or old.allow_list is distinct from new.allow_list
        or old.user_id is distinct from new.user_id
      )
      execute function wattle_announce_session_change()`,
    `create trigger api_keys_announce_removal
      after delete on api_keys
      for each row execute function wattle_announce_session_change()`,
  ]);
}
