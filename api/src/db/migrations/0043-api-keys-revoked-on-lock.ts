import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Locking the account from a security e-mail revokes every API key
 * (docs/product/api-keys.md#what-stops-a-key): `api_keys.revoked_because` gains
 * `account_locked`, so the owner's list says why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table api_keys drop constraint api_keys_revoked_because_check`,
    `alter table api_keys add constraint api_keys_revoked_because_check
      check (revoked_because in ('owner', 'support', 'password_changed', 'account_locked'))`,
  ]);
}
