import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const BSB = `'^[0-9]{3}-[0-9]{3}$'`;

/**
 * Funding: where customers send AUD (deposit accounts, PayID) and coins (deposit addresses),
 * where AUD goes back to (registered withdrawal accounts), and every deposit and withdrawal
 * (transfers), each tied to its ledger entry.
 *
 * What the database guarantees:
 * - deposit details, PayIDs and references belong to one customer each; a tag-type address
 *   and tag find exactly one customer;
 * - a bank or chain payment is credited at most once (its reference is unique per method);
 * - a withdrawal always has its debit entry; a failed one always has its refund entry; a
 *   completed deposit has its credit entry;
 * - a transfer settles once: it leaves `pending` and never changes status again, and its
 *   amounts, owner and asset never change;
 * - a withdrawal estimate (its signature) is used at most once.
 * A withdrawal account keeps only the last four digits of the account number; paying it
 * goes through the bank's own token for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table deposit_accounts (
      user_id uuid primary key references users (user_id),
      account_name text not null,
      bsb text not null check (bsb ~ ${BSB}),
      account_number text not null check (account_number ~ '^[0-9]{6,10}$'),
      reference text not null check (reference ~ '^[A-Z0-9]{6,18}$'),
      pay_id text not null check (pay_id = lower(pay_id) and pay_id like '%@%'),
      provider text not null,
      created_at timestamptz not null default now(),
      constraint deposit_accounts_account_key unique (bsb, account_number),
      constraint deposit_accounts_reference_key unique (reference),
      constraint deposit_accounts_pay_id_key unique (pay_id)
    )`,

    `create table withdraw_accounts (
      withdraw_account_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      account_name text not null check (length(account_name) between 2 and 140),
      bsb text not null check (bsb ~ ${BSB}),
      account_number_last4 text not null check (account_number_last4 ~ '^[0-9]{4}$'),
      provider_reference text not null,
      status text not null default 'active' check (status in ('active', 'replaced')),
      created_at timestamptz not null default now(),
      replaced_at timestamptz,
      check ((status = 'replaced') = (replaced_at is not null))
    )`,
    `create unique index withdraw_accounts_active_key on withdraw_accounts (user_id)
      where status = 'active'`,

    `create table deposit_addresses (
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      chain text not null,
      address text not null,
      tag text,
      created_at timestamptz not null default now(),
      primary key (user_id, asset_id)
    )`,
    `create unique index deposit_addresses_destination_key
      on deposit_addresses (asset_id, address, coalesce(tag, ''))`,

    `create table transfers (
      transfer_id uuid primary key,
      user_id uuid not null references users (user_id),
      type text not null check (type in ('deposit', 'withdrawal')),
      status text not null check (status in ('pending', 'complete', 'failed')),
      method text not null check (method in ('bank_transfer', 'payid', 'chain')),
      asset_id text not null references assets (asset_id),
      amount numeric(78, 0) not null check (amount > 0),
      fee numeric(78, 0) not null default 0 check (fee >= 0),
      aud_value numeric(78, 0) not null default 0 check (aud_value >= 0),
      withdraw_account_id uuid references withdraw_accounts (withdraw_account_id),
      address text,
      tag text,
      counterparty text,
      external_reference text,
      estimate_signature text,
      entry_id uuid references journal_entries (entry_id),
      refund_entry_id uuid references journal_entries (entry_id),
      failure_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      settled_at timestamptz,
      constraint transfers_deposit_settles_at_once check (type = 'withdrawal' or status <> 'pending'),
      constraint transfers_deposit_reference check (type = 'withdrawal' or external_reference is not null),
      constraint transfers_posted check (entry_id is not null or (type = 'deposit' and status = 'failed')),
      constraint transfers_refunded
        check ((refund_entry_id is not null) = (type = 'withdrawal' and status = 'failed')),
      constraint transfers_withdrawal_destination check (
        type = 'deposit'
        or (method = 'chain' and address is not null and withdraw_account_id is null)
        or (method <> 'chain' and address is null and withdraw_account_id is not null)
      ),
      constraint transfers_settled_at check ((status = 'pending') = (settled_at is null))
    )`,
    `create index transfers_user_idx on transfers (user_id, created_at desc)`,
    `create index transfers_pending_idx on transfers (created_at) where status = 'pending'`,
    `create unique index transfers_payment_key on transfers (method, asset_id, external_reference)
      where type = 'deposit'`,
    `create unique index transfers_estimate_key on transfers (estimate_signature)
      where estimate_signature is not null`,

    `create function transfers_guard() returns trigger language plpgsql as $$
    begin
      if old.status <> 'pending' and new.status is distinct from old.status then
        raise exception 'transfer % is already %', old.transfer_id, old.status
          using errcode = 'check_violation', constraint = 'transfers_settle_once';
      end if;
      if new.user_id <> old.user_id or new.type <> old.type or new.asset_id <> old.asset_id
        or new.amount <> old.amount or new.fee <> old.fee or new.method <> old.method
        or new.entry_id is distinct from old.entry_id then
        raise exception 'a transfer keeps its owner, asset, amounts and debit'
          using errcode = 'restrict_violation';
      end if;
      return new;
    end $$`,
    `create trigger transfers_guard before update on transfers
      for each row execute function transfers_guard()`,
    `create trigger transfers_no_delete before delete on transfers
      for each row execute function ledger_append_only()`,
  ]);
}
