import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Security a customer can see (docs/product/identity.md#backup-codes,
 * docs/product/trading.md#1-click-buy, docs/product/realtime.md#e-mail-notifications).
 *
 * - `two_factor_backup_codes`: the one-time codes handed out when two-factor is switched on,
 *   kept only as SHA-256 hashes; a code is spent once (`used_at`). Switching two-factor on
 *   again, or off, replaces or removes them.
 * - `user_preferences.one_click_buy`: 1-Click buy is off until the customer turns it on;
 *   `one_click_confirmed_at` records that they read the confirmation, the first time.
 * - Deposit and withdrawal e-mails are on unless the customer turned them off: the column
 *   defaults change, and a customer who never chose has no row (read as the defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table two_factor_backup_codes (
      user_id uuid not null references users (user_id),
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz,
      primary key (user_id, code_hash)
    )`,
    `alter table user_preferences add column one_click_buy boolean not null default false`,
    `alter table user_preferences add column one_click_confirmed_at timestamptz`,
    `alter table notification_email_preferences alter column deposits set default true`,
    `alter table notification_email_preferences alter column withdrawals set default true`,
  ]);
}
