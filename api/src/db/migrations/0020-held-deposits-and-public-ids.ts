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
 * out holds as well as customer accounts, and the trade function's ON CONFLICT says so.
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

    `create or replace function ledger_apply_postings() returns trigger language plpgsql as $$
    declare
      v_move record;
    begin
      if exists (
        select 1 from new_postings group by entry_id, asset_id having sum(amount) <> 0
      ) then
        raise exception 'journal entry does not balance: the postings of one statement must sum to zero per entry and asset'
          using errcode = 'check_violation', constraint = 'journal_entry_balanced';
      end if;
      -- One row per account the statement posts to. The account is looked up by its key for
      -- each (a correlated subquery), never joined: a join with a transition table, whose size
      -- the planner cannot know, came out as a hash join over every ledger account.
      for v_move in
        select p.account_id, p.asset_id, sum(p.amount) as amount,
          (select a.kind from ledger_accounts a
            where a.account_id = p.account_id and a.asset_id = p.asset_id) as kind
        from new_postings p
        group by p.account_id, p.asset_id
        order by p.account_id
      loop
        if v_move.kind is null then
          raise exception 'posting on account % in %: violates foreign key postings_account_asset (no such account holds that asset)',
            v_move.account_id, v_move.asset_id
            using errcode = 'foreign_key_violation', constraint = 'postings_account_asset';
        end if;
        if v_move.kind in ('customer', 'deposit_hold') then
          update ledger_accounts set balance = balance + v_move.amount
            where account_id = v_move.account_id;
        end if;
      end loop;
      return null;
    end $$`,
    `create or replace function wattle_execute_trades(
      p_user_id uuid, p_trade_ids uuid[], p_description text, p_at timestamptz
    ) returns setof trades language plpgsql as $$
    declare
      v_referrer uuid;
      v_bonus numeric;
      v_entry uuid;
      v_count integer;
    begin
      -- Found by primary key only: with the owner and status in the condition the planner may
      -- pick trades_open_quotes_idx, whose dead entries grow with every trade until vacuum.
      select count(*) filter (where user_id = p_user_id and status in ('quote', 'pending'))
        into v_count from trades where trade_id = any(p_trade_ids);
      if v_count <> cardinality(p_trade_ids) then
        raise exception 'trades % are not open quotes of %', p_trade_ids, p_user_id;
      end if;
      select referred_by into v_referrer from users where user_id = p_user_id;
      if v_referrer is not null then
        select referral_bonus into v_bonus from trade_settings;
      end if;

      -- The accounts the postings need, opened on first use.
      -- Written only when missing: the usual case is a read.
      insert into ledger_accounts (kind, user_id, asset_id, balance)
        select 'customer', owner, asset_id, 0 from (
          select p_user_id as owner, 'aud' as asset_id
          union select p_user_id, crypto_asset_id from trades where trade_id = any(p_trade_ids)
          union select v_referrer, 'aud' where v_referrer is not null
        ) wanted
        where not exists (
          select 1 from ledger_accounts a
          where a.kind = 'customer' and a.user_id = wanted.owner and a.asset_id = wanted.asset_id
        )
        on conflict (user_id, asset_id) where kind = 'customer' do nothing;
      insert into ledger_accounts (kind, user_id, asset_id, balance)
        select kind, null, asset_id, null from (
          select 'house' as kind, crypto_asset_id as asset_id from trades where trade_id = any(p_trade_ids)
          union select kind, 'aud' from unnest(array['house', 'spread', 'fee']) as kind
        ) wanted
        where not exists (
          -- Naming both kinds lets ledger_accounts_system_key answer (not a scan of every account).
          select 1 from ledger_accounts a
          where a.kind <> 'customer' and a.kind <> 'deposit_hold'
            and a.kind = wanted.kind and a.asset_id = wanted.asset_id
        )
        on conflict (kind, asset_id) where kind <> 'customer' and kind <> 'deposit_hold' do nothing;

      insert into journal_entries (kind, description) values ('trade', p_description)
        returning entry_id into v_entry;

      insert into postings (entry_id, account_id, asset_id, amount, transaction_type, trade_id)
      with legs as (
        select t.trade_id, t.crypto_asset_id as coin, t.side, t.crypto_amount, t.fee_amount,
          t.spread_amount,
          case t.side when 'buy' then 1 else -1 end as direction,
          case t.side when 'buy' then t.fiat_amount - t.spread_amount
            else t.fiat_amount + t.spread_amount end as mid,
          case when v_referrer is null then 0
            else div(t.fee_amount * v_bonus, 100 * 1e16) * 1e16 end as referral,
          case t.side when 'buy' then 'trade_in' else 'trade_out' end as coin_type,
          case t.side when 'buy' then 'trade_out' else 'trade_in' end as aud_type,
          array_position(p_trade_ids, t.trade_id) as position
        from trades t where t.trade_id = any(p_trade_ids)
      ),
      accounts as (
        select l.*,
          (select account_id from ledger_accounts
            where kind = 'customer' and user_id = p_user_id and asset_id = l.coin) as my_coin,
          (select account_id from ledger_accounts
            where kind = 'customer' and user_id = p_user_id and asset_id = 'aud') as my_aud,
          (select account_id from ledger_accounts
            where kind = 'house' and asset_id = l.coin) as house_coin,
          (select account_id from ledger_accounts where kind = 'house' and asset_id = 'aud') as house_aud,
          (select account_id from ledger_accounts where kind = 'spread' and asset_id = 'aud') as spread_aud,
          (select account_id from ledger_accounts where kind = 'fee' and asset_id = 'aud') as fee_aud,
          (select account_id from ledger_accounts
            where kind = 'customer' and user_id = v_referrer and asset_id = 'aud') as referrer_aud
        from legs l
      )
      select v_entry, p.account_id, p.asset_id, p.amount, p.transaction_type, p.trade_id
      from accounts a
      cross join lateral (values
        (a.my_coin, a.coin, a.direction * a.crypto_amount, a.coin_type, a.trade_id, 1),
        (a.house_coin, a.coin, -a.direction * a.crypto_amount, a.coin_type, a.trade_id, 2),
        (a.my_aud, 'aud', -a.direction * a.mid, a.aud_type, a.trade_id, 3),
        (a.house_aud, 'aud', a.direction * a.mid, a.aud_type, a.trade_id, 4),
        (a.my_aud, 'aud', -a.spread_amount, 'spread', a.trade_id, 5),
        (a.spread_aud, 'aud', a.spread_amount, 'spread', a.trade_id, 6),
        (a.my_aud, 'aud', -a.fee_amount, 'trade_fee', a.trade_id, 7),
        (a.fee_aud, 'aud', a.fee_amount - a.referral, 'trade_fee', a.trade_id, 8),
        (a.referrer_aud, 'aud', a.referral, 'referral', a.trade_id, 9)
      ) as p (account_id, asset_id, amount, transaction_type, trade_id, leg)
      where p.amount <> 0
      order by p.account_id, p.amount desc, a.position, p.leg;

      return query
        with done as (
          update trades set status = 'complete', entry_id = v_entry, executed_at = p_at
          where trade_id = any(p_trade_ids)
          returning *
        )
        select done.* from done order by array_position(p_trade_ids, done.trade_id);
    end $$`,

    // Replacing a function drops its settings: the trade function's plan settings of 0017.
    `alter function wattle_execute_trades(uuid, uuid[], text, timestamptz)
      set plan_cache_mode = force_generic_plan set enable_seqscan = off`,

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
    `create or replace function transfers_guard() returns trigger language plpgsql as $$
    begin
      if new.status is distinct from old.status and not (
        (old.status = 'pending' and new.status in ('complete', 'failed'))
        or (old.status = 'held' and new.status in ('complete', 'returned'))
      ) then
        raise exception 'transfer % is already %', old.transfer_id, old.status
          using errcode = 'check_violation', constraint = 'transfers_settle_once';
      end if;
      if new.user_id <> old.user_id or new.type <> old.type or new.asset_id <> old.asset_id
        or new.amount <> old.amount or new.fee <> old.fee or new.method <> old.method
        or new.entry_id is distinct from old.entry_id
        or new.hold_reason is distinct from old.hold_reason
        or (old.release_entry_id is not null
          and new.release_entry_id is distinct from old.release_entry_id) then
        raise exception 'a transfer keeps its owner, asset, amounts, entries and hold'
          using errcode = 'restrict_violation';
      end if;
      return new;
    end $$`,
  ]);
}
