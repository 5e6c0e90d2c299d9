/**
 * The double-entry ledger's rules, kept by the database whatever the code does:
 * - the postings of one INSERT sum to zero per journal entry and asset, so an entry is never
 *   unbalanced, not even inside a transaction;
 * - a posting's account holds the posting's asset;
 * - a customer balance is the running sum of its postings and never goes below zero
 *   (`ledger_accounts_non_negative`);
 * - postings and journal entries are append-only, balances change only through postings, and a
 *   ledger account is never deleted and keeps its id, owner and asset.
 */

/**
 * `postings_apply`, after each INSERT statement on postings (its rows as `new_postings`): checks
 * the statement's postings balance, then moves each customer account (and each customer's
 * deposit and order holds) by the sum of its postings with one UPDATE, in account order — the
 * global lock order of posting-service.ts. A balance ends no lower than posting by posting (credits first)
 * would leave it, so the non-negative check refuses the same overdrafts. House, spread, fee and external accounts (NULL balance)
 * are read, never written or locked: every trade shares them.
 *
 * The account check stands in for a foreign key, whose lock on the shared accounts would queue
 * concurrent trades; it needs none, as an account can neither vanish nor change its asset.
 */
export const LEDGER_APPLY_POSTINGS = `create or replace function ledger_apply_postings() returns trigger language plpgsql as $$
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
        -- A move that nets to nothing (an order's hold released and spent at once) leaves the
        -- balance as it was: nothing to write, lock or check.
        if v_move.kind in ('customer', 'deposit_hold', 'order_hold') and v_move.amount <> 0 then
          update ledger_accounts set balance = balance + v_move.amount
            where account_id = v_move.account_id;
        end if;
      end loop;
      return null;
    end $$`;

/** `postings_append_only`, `journal_entries_append_only` and `transfers_no_delete`. */
export const LEDGER_APPEND_ONLY = `create or replace function ledger_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name using errcode = 'restrict_violation';
    end $$`;

/**
 * `ledger_accounts_guard`, before each UPDATE of a ledger account. Balances move only through
 * postings: `ledger_apply_postings` runs one trigger level deeper than any direct UPDATE.
 */
export const LEDGER_GUARD_BALANCE = `create or replace function ledger_guard_balance() returns trigger language plpgsql as $$
    begin
      if new.balance is distinct from old.balance and pg_trigger_depth() < 2 then
        raise exception 'a balance changes only through postings' using errcode = 'restrict_violation';
      end if;
      if new.account_id <> old.account_id or new.kind <> old.kind or new.asset_id <> old.asset_id
        or new.user_id is distinct from old.user_id then
        raise exception 'a ledger account keeps its id, owner and asset' using errcode = 'restrict_violation';
      end if;
      return new;
    end $$`;

/** `ledger_accounts_no_delete`: postings name their account without a foreign key to keep it. */
export const LEDGER_ACCOUNTS_KEPT = `create or replace function ledger_accounts_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'a ledger account is never deleted' using errcode = 'restrict_violation';
    end $$`;
