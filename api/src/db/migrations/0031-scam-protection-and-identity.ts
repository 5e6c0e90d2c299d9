import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const CHANGE_KINDS = `('password', 'email', 'phone', 'two_factor')`;
const WITHDRAWAL_REASONS = `('own_account', 'paying_for_goods', 'paying_someone_i_know',
  'investment_opportunity', 'asked_by_someone', 'support_on_the_phone', 'other')`;
const MATCH_KINDS = `('passport', 'licence', 'phone', 'name_dob')`;

/**
 * Scam protection on money out, and one person one account.
 *
 * - `security_changes`: each password, e-mail, phone or two-factor change, the security hold it
 *   starts (crypto withdrawals and new destinations wait until `hold_until`,
 *   docs/product/funding.md#security-hold), and the one-time link that lets the owner lock the
 *   account (only its hash is kept). The hold's length is an admin setting in trade_settings.
 * - `paused_withdrawals`: a withdrawal that waits — for support's review after a high-risk
 *   answer, or for the customer's own protective delay — and has not taken any money yet: the
 *   balance stays the customer's until it is released, when it is debited like any other.
 *   It leaves `paused` once.
 * - `first_withdrawal_answers`: why the customer said they send money to a new destination.
 * - `trusted_contacts`: the person told of a first or large withdrawal, and the delay chosen.
 * - `withdraw_address_settings.saved_only_off_at`: "saved addresses only" stays on until then.
 * - `identity_fingerprints`: keyed hashes (HMAC-SHA-256 under a per-database key) of a verified
 *   person's document numbers and of their name with date of birth; the numbers themselves are
 *   never stored. A document number verifies one account only.
 * - `identity_matches`: two accounts that look like one person; staff decide. Until they say
 *   `different_people`, no referral bonus flows between them (db/functions/trades.ts). Accounts
 *   that already share a verified mobile are recorded here for staff to review.
 * - `kyc_applications.status` gains `in_review`: a name and date-of-birth match waits for staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table trade_settings add column security_hold_hours integer not null default 24
      check (security_hold_hours between 0 and 168)`,

    `create table security_changes (
      change_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      kind text not null check (kind in ${CHANGE_KINDS}),
      changed_at timestamptz not null default now(),
      hold_until timestamptz not null,
      notified_at timestamptz,
      lock_token_hash text unique,
      lock_used_at timestamptz,
      check (lock_used_at is null or lock_token_hash is not null)
    )`,
    `create index security_changes_user_idx on security_changes (user_id, hold_until desc)`,
    `create index security_changes_unsent_idx on security_changes (changed_at)
      where notified_at is null`,

    `create table paused_withdrawals (
      paused_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      kind text not null check (kind in ('scam_review', 'protective_delay')),
      method text not null check (method in ('bank_transfer', 'chain')),
      asset_id text not null references assets (asset_id),
      amount numeric(78, 0) not null check (amount > 0),
      fee numeric(78, 0) not null default 0 check (fee >= 0),
      withdraw_account_id uuid references withdraw_accounts (withdraw_account_id),
      address text,
      tag text,
      counterparty text not null,
      reason text check (reason in ${WITHDRAWAL_REASONS}),
      details text,
      status text not null default 'paused'
        check (status in ('paused', 'released', 'refused', 'cancelled')),
      idempotency_key text,
      release_after timestamptz not null,
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolved_by uuid references users (user_id),
      resolution_note text,
      transfer_id uuid references transfers (transfer_id),
      constraint paused_withdrawals_destination check (
        (method = 'bank_transfer' and withdraw_account_id is not null and address is null)
        or (method = 'chain' and address is not null and withdraw_account_id is null)
      ),
      constraint paused_withdrawals_resolved check ((status = 'paused') = (resolved_at is null)),
      constraint paused_withdrawals_released check ((status = 'released') = (transfer_id is not null)),
      constraint paused_withdrawals_key unique (user_id, idempotency_key)
    )`,
    `create index paused_withdrawals_open_idx on paused_withdrawals (release_after)
      where status = 'paused'`,
    `create index paused_withdrawals_user_idx on paused_withdrawals (user_id, created_at desc)`,

    `create table first_withdrawal_answers (
      answer_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      destination text not null,
      reason text not null check (reason in ${WITHDRAWAL_REASONS}),
      details text,
      paused_id uuid references paused_withdrawals (paused_id),
      created_at timestamptz not null default now()
    )`,
    `create index first_withdrawal_answers_user_idx on first_withdrawal_answers (user_id)`,

    `create table trusted_contacts (
      user_id uuid primary key references users (user_id),
      name text not null check (char_length(name) between 2 and 80),
      email text not null check (email like '%@%'),
      delay_hours integer not null check (delay_hours between 0 and 48 and delay_hours % 24 = 0),
      updated_at timestamptz not null default now()
    )`,

    `alter table withdraw_address_settings add column saved_only_off_at timestamptz`,

    `insert into server_keys (purpose, key) values (
      'identity_fingerprints',
      sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()))
    )`,
    `create table identity_fingerprints (
      user_id uuid not null references users (user_id),
      kind text not null check (kind in ('passport', 'licence', 'name_dob')),
      fingerprint text not null,
      created_at timestamptz not null default now(),
      primary key (user_id, kind, fingerprint)
    )`,
    `create unique index identity_fingerprints_document_key on identity_fingerprints
      (kind, fingerprint) where kind <> 'name_dob'`,
    `create index identity_fingerprints_lookup_idx on identity_fingerprints (kind, fingerprint)`,

    `create table identity_matches (
      match_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      other_user_id uuid not null references users (user_id),
      kind text not null check (kind in ${MATCH_KINDS}),
      status text not null default 'open'
        check (status in ('open', 'same_person', 'different_people')),
      pep_result text check (pep_result in ('found', 'not_found')),
      created_at timestamptz not null default now(),
      resolved_at timestamptz,
      resolved_by uuid references users (user_id),
      resolution_note text,
      check (user_id <> other_user_id),
      constraint identity_matches_pair_key unique (user_id, other_user_id, kind)
    )`,
    `create index identity_matches_other_idx on identity_matches (other_user_id, user_id)`,
    `insert into identity_matches (user_id, other_user_id, kind)
      select newer.user_id, older.user_id, 'phone'
      from users newer join users older
        on newer.phone_number = older.phone_number
        and (older.created_at, older.user_id) < (newer.created_at, newer.user_id)
      where newer.phone_verified and older.phone_verified
        and newer.role = 'user' and older.role = 'user'`,

    `alter table kyc_applications drop constraint kyc_applications_status_check`,
    `alter table kyc_applications add constraint kyc_applications_status_check
      check (status in ('address_submitted', 'in_review', 'verified', 'rejected'))`,
  ]);
}
