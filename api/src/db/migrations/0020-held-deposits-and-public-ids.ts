import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const LEDGER_KINDS = `('customer', 'deposit_hold', 'house', 'fee', 'spread', 'external_bank', 'external_chain')`;
const TRANSFER_STATUSES = `('pending', 'complete', 'failed', 'held', 'returned')`;
const HOLD_REASONS = `('deposits_paused', 'sender_flagged')`;
/** The accounts that belong to a customer and keep a balance that may never go below zero. */
const CUSTOMER_KINDS = `('customer', 'deposit_hold')`;

/**
 * Held deposits, and opaque transaction ids.
 *
 * Money that arrives while Wattle may not credit it (the customer may not deposit, or the
 * coins came from an address the screen flags) is held, never refused or lost: a deposit
 * account of its own per customer and asset (kind `deposit_hold`), credited from the bank's
 * or the chain's account like any deposit, which support then releases into the customer's
 * own account or returns to the sender. What the database guarantees for it is what it
 * guarantees for a customer account:
 * - a hold has an owner and a balance, one per customer and asset, kept by the postings
 *   trigger, never below zero (so nothing is released or returned twice);
 * - a held deposit (`held`) names why (`hold_reason`) and has its ledger entry; it leaves
 *   `held` once, to `complete` (released) or `returned`, with the entry that did it
 *   (`release_entry_id`), and never changes again.
 * Wattle's own accounts stay one per kind and asset: ledger_accounts_system_key now leaves
 * out holds as well as customer accounts. The functions that follow from this — the postings
 * trigger moving hold balances, the trade function's ON CONFLICT naming the new key, the
 * transfers guard letting a hold close once — have their text in db/functions/ (ledger.ts,
 * trades.ts, transfers.ts), applied after the migrations.
 *
 * The key the API encrypts posting ids with before a customer sees them
 * (modules/ledger/transaction-ids.ts): a posting id counts every movement Wattle ever made,
 * so shown as is it tells anyone who compares two of them the business's volume. One random
 * 32-byte key per database, made here from PostgreSQL's strong random source. It never
 * changes and is never deleted: every id a customer was shown (in a bookmark, a support
 * conversation, an export) must keep naming the same movement.
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

    `alter table ledger_accounts drop constraint ledger_accounts_kind_check`,
    `alter table ledger_accounts add constraint ledger_accounts_kind_check
      check (kind in ${LEDGER_KINDS})`,
    `alter table ledger_accounts drop constraint ledger_accounts_owner`,
    `alter table ledger_accounts add constraint ledger_accounts_owner
      check ((kind in ${CUSTOMER_KINDS}) = (user_id is not null))`,
    `alter table ledger_accounts drop constraint ledger_accounts_customer_balance`,
    `alter table ledger_accounts add constraint ledger_accounts_customer_balance
      check ((kind in ${CUSTOMER_KINDS}) = (balance is not null))`,
    `create unique index ledger_accounts_hold_key on ledger_accounts (user_id, asset_id)
      where kind = 'deposit_hold'`,
    `drop index ledger_accounts_system_key`,
    `create unique index ledger_accounts_system_key on ledger_accounts (kind, asset_id)
      where kind <> 'customer' and kind <> 'deposit_hold'`,

    `alter table transfers drop constraint transfers_status_check`,
    `alter table transfers add constraint transfers_status_check
      check (status in ${TRANSFER_STATUSES})`,
    `alter table transfers add column hold_reason text check (hold_reason in ${HOLD_REASONS})`,
    `alter table transfers add column release_entry_id uuid references journal_entries (entry_id)`,
    `alter table transfers add constraint transfers_held_deposit check (
      status not in ('held', 'returned') or (type = 'deposit' and hold_reason is not null)
    )`,
    `alter table transfers add constraint transfers_hold_released check (
      (release_entry_id is not null) = (hold_reason is not null and status in ('complete', 'returned'))
    )`,
    `create index transfers_held_idx on transfers (user_id, created_at desc) where status = 'held'`,
  ]);
}
