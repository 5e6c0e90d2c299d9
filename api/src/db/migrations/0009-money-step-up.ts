import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

/**
 * Step-up on money out (docs/product/funding.md#step-up):
 * - a withdrawal account takes AUD from `available_from`: at once for the first account a
 *   customer registers, 24 hours later for one that replaces another, so a stolen session
 *   cannot swap the account and empty the balance in one sitting;
 * - the withdrawal address book: saved, labelled destinations per customer and coin, each
 *   destination (address and tag) once, and the opt-in "withdraw to saved addresses only".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table withdraw_accounts add column available_from timestamptz`,
    `update withdraw_accounts set available_from = created_at`,
    `alter table withdraw_accounts alter column available_from set not null`,
    `alter table withdraw_accounts alter column available_from set default now()`,
    `alter table withdraw_accounts add constraint withdraw_accounts_available_from
      check (available_from >= created_at)`,

    `create table withdraw_addresses (
      address_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      label text not null check (char_length(label) between 1 and 40),
      address text not null check (char_length(address) between 1 and 128),
      tag text check (char_length(tag) between 1 and 256),
      created_at timestamptz not null default now()
    )`,
    `create unique index withdraw_addresses_destination_key
      on withdraw_addresses (user_id, asset_id, address, coalesce(tag, ''))`,
    `create index withdraw_addresses_user_idx on withdraw_addresses (user_id, created_at)`,

    `create table withdraw_address_settings (
      user_id uuid primary key references users (user_id),
      saved_only boolean not null default false,
      updated_at timestamptz not null default now()
    )`,
  ]);
}
