import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Opaque transaction ids: the key the API encrypts posting ids with before a customer sees
 * them (modules/ledger/transaction-ids.ts). A posting id counts every movement Wattle ever
 * made, so shown as is it tells anyone who compares two of them the business's volume.
 *
 * - One random 32-byte key per database, made here from PostgreSQL's strong random source.
 *   It never changes and is never deleted: every id a customer was shown (in a bookmark, a
 *   support conversation, an export) must keep naming the same movement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table server_keys (
      purpose text primary key,
      key bytea not null check (octet_length(key) = 32),
      created_at timestamptz not null default now()
    )`,
    `insert into server_keys (purpose, key) values (
      'transaction_ids',
      sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
    )`,
    `create trigger server_keys_kept before update or delete on server_keys
      for each row execute function ledger_append_only()`,
  ]);
}
