import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.js';

const LEDGER_KINDS = `('customer', 'deposit_hold', 'order_hold', 'house', 'fee', 'spread', 'external_bank', 'external_chain')`;
/** The accounts that belong to a customer and keep a balance that may never go below zero. */
const CUSTOMER_KINDS = `('customer', 'deposit_hold', 'order_hold')`;
const ENTRY_KINDS = `('trade', 'deposit', 'withdrawal', 'referral', 'revert', 'refund', 'order_hold')`;
const TRANSACTION_TYPES = `('deposit', 'withdrawal', 'trade_out', 'trade_in', 'trade_fee', 'spread', 'referral', 'revert', 'refund', 'order_hold')`;
const TRADE_TYPES = `('preview', 'one_click', 'bucket', 'recurring', 'order')`;

/**
 * Orders that wait for a price (docs/product/trading.md#orders): limit buys and sells,
 * stop-loss and take-profit sells, and the two as one-cancels-the-other pair on one row.
 *
 * What an open order spends is held in the ledger: a hold account of its own per customer and
 * asset (kind `order_hold`), moved from the customer's account by a journal entry like any
 * other, so every asset's postings still sum to zero and the customer's balance is what is
 * available. The database keeps for it what it keeps for a customer account (an owner, a
 * balance kept by the postings trigger, never below zero), and for the order:
 * - it holds a positive amount (`amount`, in the smallest units of what it spends: AUD for a
 *   buy, the coin for a sell), placed by `hold_entry_id`;
 * - a buy is a limit order; a sell has a limit (take-profit), a stop or both (the pair);
 * - it leaves `open` once: to `filling` (claimed by a price tick, with that tick's prices),
 *   then `filled` with its trade, or `rejected`; or to `cancelled` or `expired`; every end
 *   names the entry that gave the hold back (`release_entry_id`), which a fill spends at once.
 * Wattle's own accounts stay one per kind and asset: ledger_accounts_system_key also leaves
 * out order holds. The functions that follow (the postings trigger moving hold balances, the
 * trade function naming the key) have their text in db/functions/.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table ledger_accounts drop constraint ledger_accounts_kind_check`,
    `alter table ledger_accounts add constraint ledger_accounts_kind_check
      check (kind in ${LEDGER_KINDS})`,
    `alter table ledger_accounts drop constraint ledger_accounts_owner`,
    `alter table ledger_accounts add constraint ledger_accounts_owner
      check ((kind in ${CUSTOMER_KINDS}) = (user_id is not null))`,
    `alter table ledger_accounts drop constraint ledger_accounts_customer_balance`,
    `alter table ledger_accounts add constraint ledger_accounts_customer_balance
      check ((kind in ${CUSTOMER_KINDS}) = (balance is not null))`,
    `create unique index ledger_accounts_order_hold_key on ledger_accounts (user_id, asset_id)
      where kind = 'order_hold'`,
    `drop index ledger_accounts_system_key`,
    `create unique index ledger_accounts_system_key on ledger_accounts (kind, asset_id)
      where kind <> 'customer' and kind <> 'deposit_hold' and kind <> 'order_hold'`,
    `alter table journal_entries drop constraint journal_entries_kind_check`,
    `alter table journal_entries add constraint journal_entries_kind_check
      check (kind in ${ENTRY_KINDS})`,
    `alter table postings drop constraint postings_transaction_type_check`,
    `alter table postings add constraint postings_transaction_type_check
      check (transaction_type in ${TRANSACTION_TYPES})`,
    `alter table trades drop constraint trades_type_check`,
    `alter table trades add constraint trades_type_check check (type in ${TRADE_TYPES})`,

    `create table orders (
      order_id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (user_id),
      asset_id text not null references assets (asset_id),
      kind text not null check (kind in ('limit', 'stop_loss', 'take_profit', 'oco')),
      side text not null check (side in ('buy', 'sell')),
      amount numeric(78, 0) not null check (amount > 0),
      limit_price numeric check (limit_price > 0),
      stop_price numeric check (stop_price > 0),
      expires_at timestamptz,
      state text not null default 'open'
        check (state in ('open', 'filling', 'filled', 'cancelled', 'expired', 'rejected')),
      hold_entry_id uuid not null references journal_entries (entry_id),
      release_entry_id uuid references journal_entries (entry_id),
      trade_id uuid references trades (trade_id),
      trigger_bid numeric,
      trigger_ask numeric,
      trigger_mid numeric,
      triggered_at timestamptz,
      reason text,
      created_at timestamptz not null default now(),
      closed_at timestamptz,
      constraint orders_prices check (case kind
        when 'limit' then limit_price is not null and stop_price is null
        when 'take_profit' then side = 'sell' and limit_price is not null and stop_price is null
        when 'stop_loss' then side = 'sell' and limit_price is null and stop_price is not null
        else side = 'sell' and limit_price is not null and stop_price is not null
          and stop_price < limit_price end),
      constraint orders_triggered check (
        (state in ('open', 'cancelled', 'expired')) = (triggered_at is null)),
      constraint orders_filled check ((state = 'filled') = (trade_id is not null)),
      constraint orders_released check ((state in ('open', 'filling')) = (release_entry_id is null)),
      constraint orders_closed check ((state in ('open', 'filling')) = (closed_at is null))
    )`,
    `create index orders_user_idx on orders (user_id, created_at desc, order_id desc)`,
    `create index orders_open_buys_idx on orders (asset_id, limit_price)
      where state = 'open' and side = 'buy'`,
    `create index orders_open_sells_idx on orders (asset_id, limit_price)
      where state = 'open' and side = 'sell' and limit_price is not null`,
    `create index orders_open_stops_idx on orders (asset_id, stop_price)
      where state = 'open' and stop_price is not null`,
    `create index orders_filling_idx on orders (triggered_at) where state = 'filling'`,
    `create index orders_expiring_idx on orders (expires_at)
      where state = 'open' and expires_at is not null`,
  ]);
}
