import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Customer API keys (docs/product/api-keys.md): a key belongs to one customer, may read or
 * also trade (never withdraw), may be held to a list of addresses and ranges, and expires. Its
 * secret is kept encrypted under a key derived from the server secret, because verifying an
 * HMAC needs the secret itself (docs/decisions/api-key-secrets.md); the database alone never
 * yields one. Revoking records why, so the owner's list can say so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table api_keys (
      key_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      label text not null,
      scopes text[] not null check (cardinality(scopes) > 0 and scopes <@ array['read', 'trade']),
      allow_list text[] not null default '{}',
      secret_sealed bytea not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_because text check (revoked_because in ('owner', 'support', 'password_changed')),
      revoked_by uuid references users (user_id),
      last_used_at timestamptz,
      last_used_ip text,
      check ((revoked_at is null) = (revoked_because is null))
    )`,
    `create index api_keys_user_idx on api_keys (user_id, created_at desc)`,
  ]);
}
