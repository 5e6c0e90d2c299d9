import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const TRANSACTION_TYPES = `('deposit', 'withdrawal', 'trade_out', 'trade_in', 'trade_fee', 'spread', 'referral', 'revert', 'refund')`;

/**
 * The double-entry ledger, and the trading records built on it.
 *
 * What the database itself guarantees, whatever the code does:
 * - every journal entry's postings sum to zero per asset (checked at commit);
 * - a posting's asset is its account's asset (composite foreign key);
 * - a customer balance is the running sum of its postings and never goes below zero;
 * - postings and entries are append-only, and balances change only through postings.
 * Under READ COMMITTED, the balance update takes the account's row lock, so concurrent
 * spends of one balance queue up and the one that would overdraw fails the check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table trade_settings (
      id boolean primary key default true check (id),
      trade_fee_percentage numeric(7, 4) not null default 0.6
        check (trade_fee_percentage >= 0 and trade_fee_percentage < 10),
      referral_bonus numeric(5, 2) not null default 20
        check (referral_bonus >= 0 and referral_bonus <= 100),
      updated_at timestamptz not null default now(),
      updated_by uuid references users (user_id)
    )`,
    `insert into trade_settings default values`,

    `create table ledger_accounts (
      account_id uuid primary key default gen_random_uuid(),
      kind text not null
        check (kind in ('customer', 'house', 'fee', 'spread', 'external_bank', 'external_chain')),
      user_id uuid references users (user_id),
      asset_id text not null references assets (asset_id),
      balance numeric(78, 0),
      created_at timestamptz not null default now(),
      constraint ledger_accounts_owner check ((kind = 'customer') = (user_id is not null)),
      constraint ledger_accounts_customer_balance check ((kind = 'customer') = (balance is not null)),
      constraint ledger_accounts_non_negative check (balance >= 0),
      constraint ledger_accounts_account_asset unique (account_id, asset_id)
    )`,
    `create unique index ledger_accounts_customer_key on ledger_accounts (user_id, asset_id)
      where kind = 'customer'`,
    `create unique index ledger_accounts_system_key on ledger_accounts (kind, asset_id)
      where kind <> 'customer'`,

    `create table journal_entries (
      entry_id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('trade', 'deposit', 'withdrawal', 'referral', 'revert', 'refund')),
      description text not null,
      created_at timestamptz not null default now()
    )`,

    `create table postings (
      posting_id bigint generated always as identity primary key,
      entry_id uuid not null references journal_entries (entry_id),
      account_id uuid not null,
      asset_id text not null,
      amount numeric(78, 0) not null check (amount <> 0),
      transaction_type text not null check (transaction_type in ${TRANSACTION_TYPES}),
      trade_id uuid,
      transfer_id uuid,
      created_at timestamptz not null default now(),
      foreign key (account_id, asset_id) references ledger_accounts (account_id, asset_id)
    )`,
    `create index postings_account_idx on postings (account_id, posting_id)`,
    `create index postings_entry_idx on postings (entry_id)`,
    `create index postings_trade_idx on postings (trade_id) where trade_id is not null`,

    `create function ledger_apply_posting() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance = balance + new.amount
        where account_id = new.account_id and balance is not null;
      return null;
    end $$`,
    `create trigger postings_apply after insert on postings
      for each row execute function ledger_apply_posting()`,

    `create function ledger_check_entry_balanced() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from postings where entry_id = new.entry_id
        group by asset_id having sum(amount) <> 0
      ) then
        raise exception 'journal entry % does not balance', new.entry_id
          using errcode = 'check_violation', constraint = 'journal_entry_balanced';
      end if;
      return null;
    end $$`,
    `create constraint trigger postings_balanced after insert on postings
      deferrable initially deferred
      for each row execute function ledger_check_entry_balanced()`,

    `create function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name using errcode = 'restrict_violation';
    end $$`,
    `create trigger postings_append_only before update or delete on postings
      for each row execute function ledger_append_only()`,
    `create trigger journal_entries_append_only before update or delete on journal_entries
      for each row execute function ledger_append_only()`,

    // Balances move only through postings: the posting trigger runs one level deeper.
    `create function ledger_guard_balance() returns trigger language plpgsql as $$
    begin
      if new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
        raise exception 'a balance changes only through postings' using errcode = 'restrict_violation';
      end if;
      if new.kind <> old.kind or new.asset_id <> old.asset_id or new.user_id is distinct from old.user_id then
        raise exception 'a ledger account keeps its owner and asset' using errcode = 'restrict_violation';
      end if;
      return new;
    end $$`,
    `create trigger ledger_accounts_guard before update on ledger_accounts
      for each row execute function ledger_guard_balance()`,

    `create table buckets (
      bucket_id text primary key,
      name text not null,
      description text not null,
      risk_level text not null check (risk_level in ('low', 'medium', 'high')),
      enabled boolean not null default true,
      min_order numeric(78, 0) not null check (min_order > 0),
      max_order numeric(78, 0) not null check (max_order >= min_order),
      sort_order integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table bucket_assets (
      bucket_id text not null references buckets (bucket_id) on delete cascade,
      asset_id text not null references assets (asset_id),
      percentage numeric(5, 2) not null check (percentage > 0 and percentage <= 100),
      primary key (bucket_id, asset_id)
    )`,
    `create function buckets_check_percentages() returns trigger language plpgsql as $$
    declare
      checked text := coalesce(new.bucket_id, old.bucket_id);
    begin
      if exists (select 1 from buckets where bucket_id = checked)
        and (select coalesce(sum(percentage), 0) from bucket_assets where bucket_id = checked) <> 100 then
        raise exception 'bucket % percentages do not sum to 100', checked
          using errcode = 'check_violation', constraint = 'bucket_percentages_sum';
      end if;
      return null;
    end $$`,
    `create constraint trigger bucket_assets_sum after insert or update or delete on bucket_assets
      deferrable initially deferred
      for each row execute function buckets_check_percentages()`,

    `create table bucket_orders (
      bucket_order_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      bucket_id text not null references buckets (bucket_id),
      status text not null check (status in ('pending', 'complete', 'rejected')),
      requested_spend numeric(78, 0) not null check (requested_spend > 0),
      actual_spend numeric(78, 0) not null check (actual_spend > 0),
      total_fees numeric(78, 0) not null check (total_fees >= 0),
      expires_at timestamptz not null,
      entry_id uuid references journal_entries (entry_id),
      rejection_reason text,
      created_at timestamptz not null default now(),
      executed_at timestamptz,
      constraint bucket_orders_complete_has_entry check ((status = 'complete') = (entry_id is not null))
    )`,
    `create index bucket_orders_user_idx on bucket_orders (user_id, created_at desc)`,

    `create table recurring_buys (
      plan_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      amount numeric(78, 0) not null check (amount > 0),
      frequency text not null check (frequency in ('daily', 'weekly', 'fortnightly', 'monthly')),
      status text not null default 'active' check (status in ('active', 'paused', 'cancelled')),
      next_run_at timestamptz,
      last_run_at timestamptz,
      last_result text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index recurring_buys_due_idx on recurring_buys (next_run_at) where status = 'active'`,
    `create index recurring_buys_user_idx on recurring_buys (user_id)`,

    `create table trades (
      trade_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      status text not null check (status in ('quote', 'pending', 'complete', 'rejected')),
      side text not null check (side in ('buy', 'sell')),
      order_type text not null check (order_type in ('buy', 'sell', 'swap')),
      type text not null check (type in ('preview', 'one_click', 'bucket', 'recurring')),
      crypto_asset_id text not null references assets (asset_id),
      spend_asset_id text not null references assets (asset_id),
      receive_asset_id text not null references assets (asset_id),
      order_amount numeric(78, 0) not null check (order_amount > 0),
      spend_amount numeric(78, 0) not null check (spend_amount > 0),
      receive_amount numeric(78, 0) not null check (receive_amount > 0),
      crypto_amount numeric(78, 0) not null check (crypto_amount > 0),
      fiat_amount numeric(78, 0) not null check (fiat_amount > 0),
      price numeric(38, 18) not null check (price > 0),
      mid_price numeric(38, 18) not null check (mid_price > 0),
      fee_amount numeric(78, 0) not null check (fee_amount >= 0),
      fee_percentage numeric(7, 4) not null,
      spread_amount numeric(78, 0) not null check (spread_amount >= 0),
      expires_at timestamptz not null,
      entry_id uuid references journal_entries (entry_id),
      bucket_order_id uuid references bucket_orders (bucket_order_id),
      swap_id uuid,
      recurring_buy_id uuid references recurring_buys (plan_id),
      rejection_reason text,
      created_at timestamptz not null default now(),
      executed_at timestamptz,
      constraint trades_complete_has_entry check ((status = 'complete') = (entry_id is not null)),
      constraint trades_spend_not_receive check (spend_asset_id <> receive_asset_id)
    )`,
    `create index trades_user_idx on trades (user_id, created_at desc)`,
    `create index trades_bucket_order_idx on trades (bucket_order_id) where bucket_order_id is not null`,
    `create index trades_swap_idx on trades (swap_id) where swap_id is not null`,
    `create index trades_open_quotes_idx on trades (expires_at) where status in ('quote', 'pending')`,

    `create table idempotency_keys (
      user_id uuid not null references users (user_id),
      key text not null,
      request_hash text not null,
      status_code integer,
      response jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    )`,
    `create index idempotency_keys_created_idx on idempotency_keys (created_at)`,

    `create table user_preferences (
      user_id uuid primary key references users (user_id),
      view_mode text not null default 'simple' check (view_mode in ('simple', 'advanced')),
      updated_at timestamptz not null default now()
    )`,
  ]);
}
