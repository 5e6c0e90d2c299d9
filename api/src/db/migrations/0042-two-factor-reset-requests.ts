import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Support reset of two-factor with an identity check (docs/product/identity.md#support-reset).
 *
 * - `two_factor_reset_requests`: a customer who gave the right password asks support to turn
 *   two-factor off. The answers themselves are never kept, only whether each matched the
 *   account's verified identity (its keyed fingerprints), and which document matched.
 *   support_lv2 approves or declines with a reason; an account has at most one request
 *   waiting, which the partial unique index decides.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table two_factor_reset_requests (
      request_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      status text not null default 'pending'
        check (status in ('pending', 'approved', 'declined')),
      date_of_birth_matches boolean not null,
      document_matched text check (document_matched in ('passport', 'licence')),
      identity_on_file boolean not null,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid references users (user_id),
      decision_reason text,
      check ((status = 'pending') = (decided_at is null))
    )`,
    `create unique index two_factor_reset_requests_pending_key
      on two_factor_reset_requests (user_id) where status = 'pending'`,
    `create index two_factor_reset_requests_recent_idx
      on two_factor_reset_requests (created_at desc)`,
  ]);
}
