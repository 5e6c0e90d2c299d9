import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const PERMISSIONS = `'LOGIN', 'BUY', 'SELL', 'DEPOSIT_FIAT', 'WITHDRAW_FIAT', 'WITHDRAW_CRYPTO'`;
const STATES = `'QLD', 'NSW', 'VIC', 'WA', 'SA', 'TAS', 'NT', 'ACT'`;

/**
 * Identity around the user: e-mail and password-reset links, phone codes, KYC, permission
 * suspensions, the support audit log, the sandbox outbox, marketing leads and contact messages.
 * Secrets (link tokens, phone codes) are kept only as SHA-256 hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table one_time_tokens (
      token_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      purpose text not null check (purpose in ('verify_email', 'reset_password')),
      token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
      email text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      check (expires_at > created_at)
    )`,
    `create index one_time_tokens_user_idx on one_time_tokens (user_id, purpose)`,

    `create table phone_otps (
      otp_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      phone_number text not null check (phone_number ~ '^[+]614[0-9]{8}$'),
      code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
      attempts integer not null default 0 check (attempts between 0 and 5),
      expires_at timestamptz not null,
      verified_at timestamptz,
      created_at timestamptz not null default now(),
      check (expires_at > created_at)
    )`,
    `create index phone_otps_user_idx on phone_otps (user_id, created_at desc)`,

    `create table kyc_applications (
      user_id uuid primary key references users (user_id),
      identity_type text not null check (identity_type in ('licence', 'passport')),
      street_address text not null,
      suburb text not null,
      state text not null check (state in (${STATES})),
      postcode text not null check (postcode ~ '^[0-9]{4}$'),
      status text not null default 'address_submitted'
        check (status in ('address_submitted', 'verified', 'rejected')),
      rejection_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'rejected') = (rejection_reason is not null))
    )`,
    `create table kyc_submissions (
      submission_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      document_type text not null check (document_type in ('passport', 'licence')),
      document_last4 text not null check (char_length(document_last4) between 1 and 4),
      provider_reference text not null,
      result text not null check (result in ('verified', 'declined')),
      pep_result text check (pep_result in ('found', 'not_found')),
      decline_reason text,
      created_at timestamptz not null default now(),
      check ((result = 'verified') = (pep_result is not null)),
      check ((result = 'declined') = (decline_reason is not null))
    )`,
    `create index kyc_submissions_user_idx on kyc_submissions (user_id, created_at desc)`,

    `create table permission_suspensions (
      suspension_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      permission text not null check (permission in (${PERMISSIONS})),
      reason text not null check (char_length(reason) between 1 and 500),
      suspended_by uuid not null references users (user_id),
      created_at timestamptz not null default now(),
      lifted_at timestamptz,
      lifted_by uuid references users (user_id),
      lift_reason text check (char_length(lift_reason) between 1 and 500),
      check ((lifted_at is null) = (lifted_by is null)),
      check ((lifted_at is null) = (lift_reason is null))
    )`,
    // At most one active suspension of a permission per person.
    `create unique index permission_suspensions_active_key
      on permission_suspensions (user_id, permission) where lifted_at is null`,

    `create table audit_log (
      audit_id uuid primary key default gen_random_uuid(),
      actor_id uuid not null references users (user_id),
      subject_user_id uuid references users (user_id),
      action text not null check (action ~ '^[a-z][a-z_.]*$'),
      details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object'),
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    )`,
    `create index audit_log_subject_idx on audit_log (subject_user_id, created_at desc)`,
    `create index audit_log_created_idx on audit_log (created_at desc)`,
    // What support did stays as it was written: no updates, no deletes.
    `create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only';
      end
    $$`,
    `create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`,

    `create table outbox_messages (
      message_id uuid primary key default gen_random_uuid(),
      channel text not null check (channel in ('email', 'sms')),
      recipient text not null,
      subject text,
      body text not null,
      created_at timestamptz not null default now(),
      check ((channel = 'email') = (subject is not null))
    )`,
    `create index outbox_messages_recipient_idx on outbox_messages (lower(recipient), created_at desc)`,

    `create table marketing_leads (
      lead_id uuid primary key default gen_random_uuid(),
      email text not null,
      name text,
      phone_number text,
      pre_registered_at timestamptz not null default now()
    )`,
    `create unique index marketing_leads_email_key on marketing_leads (lower(email))`,

    `create table contact_messages (
      contact_id uuid primary key default gen_random_uuid(),
      reference text not null unique check (reference ~ '^WTL-[A-Z0-9]{6}$'),
      name text not null,
      email text not null,
      subject text not null,
      message text not null,
      created_at timestamptz not null default now()
    )`,
  ]);
}
