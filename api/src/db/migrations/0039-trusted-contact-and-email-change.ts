import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const CHANGE_KINDS = `('password', 'email', 'phone', 'two_factor', 'trusted_contact')`;

/**
 * The trusted contact at work, and changing the sign-in e-mail
 * (docs/product/funding.md#trusted-contact, docs/product/identity.md#e-mail-change).
 *
 * - `security_changes.kind` gains `trusted_contact`: changing or removing the contact weakens
 *   protection, so it starts the security hold like a password change.
 * - `security_changes.notify_email`: where that change's e-mail goes when it is not the
 *   account's address at sending time — the old address, after an e-mail change.
 * - `email_changes`: one pending change per customer, the new address and the SHA-256 of the
 *   code sent to it; a new request replaces it, a confirmation or the fifth wrong code ends it.
 * - `trusted_contact_notices`: the e-mails to a trusted contact, written with the withdrawal
 *   they tell of (so one exists exactly when the withdrawal does) and sent by a job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table security_changes drop constraint security_changes_kind_check`,
    `alter table security_changes add constraint security_changes_kind_check
      check (kind in ${CHANGE_KINDS})`,
    `alter table security_changes add column notify_email text`,

    `create table email_changes (
      user_id uuid primary key references users (user_id),
      new_email text not null check (new_email like '%@%'),
      code_hash text not null,
      attempts integer not null default 0 check (attempts between 0 and 5),
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,

    `create table trusted_contact_notices (
      notice_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      email text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`,
    `create index trusted_contact_notices_unsent_idx on trusted_contact_notices (created_at)
      where sent_at is null`,
  ]);
}
