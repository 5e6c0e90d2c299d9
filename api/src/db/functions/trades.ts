/**
 * A trade's database work in one round trip, for PostgreSQL and PGlite alike. Nothing here
 * relaxes the ledger's rules (ledger.ts): the entry's postings balance, a customer balance
 * cannot go below zero, postings stay append-only, and a quote leaves the `quote` status once.
 *
 * The functions find every row by key (the trade ids, the customer's accounts, the
 * Idempotency-Key), so one plan serves every call:
 * - `plan_cache_mode = force_generic_plan` keeps each statement's first plan for the
 *   connection's life (until ANALYZE or DDL on a table invalidates it), instead of planning it
 *   again on every call;
 * - `enable_seqscan = off` makes that plan use the keys' indexes even while a table is small or
 *   has no statistics yet, as in a new database; otherwise a plan made when `trades` held a few
 *   rows would scan it on every trade after. Only the postings trigger's transition table is
 *   still read whole, as it has no index.
 * - `jit = off`: with sequential scans priced out, a one-row statement's plan costs more than
 *   `jit_above_cost`, and PostgreSQL would compile it to machine code on every call, which
 *   costs far more CPU than the statement itself. A plan that reads rows by key gains nothing
 *   from JIT.
 * The settings hold only while a function runs (and for the triggers its statements fire).
 * Trades are found with `= any(ids)`, ordered by array_position, not by joining `unnest(ids)`:
 * the planner guesses ten rows for an unnest and may hash a sequential scan of `trades`.
 */

/**
 * `wattle_trade_referrer(user)`: who shares the fee of the user's trades, if anyone — their
 * referrer, unless the two accounts look like one person and staff have not found them to be
 * two.
 */
export const WATTLE_TRADE_REFERRER = `create or replace function wattle_trade_referrer(
      p_user_id uuid
    ) returns uuid language sql stable
    as $$
      select u.referred_by from users u
      where u.user_id = p_user_id
        and not exists (
          select 1 from identity_matches m
          where m.status <> 'different_people'
            and ((m.user_id = u.user_id and m.other_user_id = u.referred_by)
              or (m.user_id = u.referred_by and m.other_user_id = u.user_id))
        )
    $$`;

/**
 * `wattle_trade_postings(trade ids, entry ids)`: the postings of quote rows, the trade at
 * position i into entry i — for each trade its customer's coins at mid, the spread and the
 * fee; the house, spread and fee accounts; the referrer's share of the fee — with every account
 * they need opened first. The one definition of a trade's legs: a market order, a bucket, a
 * recurring buy (wattle_execute_trades) and a batch of filled orders (wattle_fill_orders) all
 * post what this returns. Each row carries the trade's position and the leg's number, so the
 * caller can write them in the global lock order of posting-service.ts (account id; credits
 * before debits within an account), in one statement.
 */
export const WATTLE_TRADE_POSTINGS = `create or replace function wattle_trade_postings(
      p_trade_ids uuid[], p_entry_ids uuid[]
    ) returns table (
      entry_id uuid, account_id uuid, asset_id text, amount numeric, transaction_type text,
      trade_id uuid, trade_position integer, leg integer
    ) language plpgsql
    set plan_cache_mode = force_generic_plan set enable_seqscan = off set jit = off
    as $$
    #variable_conflict use_column
    declare
      v_bonus numeric;
      v_house_aud uuid;
      v_spread_aud uuid;
      v_fee_aud uuid;
    begin
      select s.referral_bonus into v_bonus from trade_settings s;

      -- The accounts the postings need, opened on first use, in key order (two batches opening
      -- the same accounts queue rather than deadlock). Written only when missing: the usual
      -- case is a read.
      insert into ledger_accounts (kind, user_id, asset_id, balance)
        select 'customer', wanted.owner, wanted.asset_id, 0 from (
          select t.user_id as owner, 'aud' as asset_id from trades t
            where t.trade_id = any(p_trade_ids)
          union select t.user_id, t.crypto_asset_id from trades t
            where t.trade_id = any(p_trade_ids)
          union select wattle_trade_referrer(t.user_id), 'aud' from trades t
            where t.trade_id = any(p_trade_ids)
        ) wanted
        where wanted.owner is not null and not exists (
          select 1 from ledger_accounts a
          where a.kind = 'customer' and a.user_id = wanted.owner and a.asset_id = wanted.asset_id
        )
        order by wanted.owner, wanted.asset_id
        on conflict (user_id, asset_id) where kind = 'customer' do nothing;
      insert into ledger_accounts (kind, user_id, asset_id, balance)
        select wanted.kind, null, wanted.asset_id, null from (
          select 'house' as kind, t.crypto_asset_id as asset_id from trades t
            where t.trade_id = any(p_trade_ids)
          union select k, 'aud' from unnest(array['house', 'spread', 'fee']) as k
        ) wanted
        where not exists (
          -- Naming both kinds lets ledger_accounts_system_key answer (not a scan of every account).
          select 1 from ledger_accounts a
          where a.kind <> 'customer' and a.kind <> 'deposit_hold' and a.kind <> 'order_hold'
            and a.kind = wanted.kind and a.asset_id = wanted.asset_id
        )
        order by wanted.kind, wanted.asset_id
        on conflict (kind, asset_id)
          where kind <> 'customer' and kind <> 'deposit_hold' and kind <> 'order_hold' do nothing;
      select a.account_id into v_house_aud from ledger_accounts a
        where a.kind = 'house' and a.asset_id = 'aud';
      select a.account_id into v_spread_aud from ledger_accounts a
        where a.kind = 'spread' and a.asset_id = 'aud';
      select a.account_id into v_fee_aud from ledger_accounts a
        where a.kind = 'fee' and a.asset_id = 'aud';

      return query
      with legs as (
        select t.trade_id, t.user_id, t.crypto_asset_id as coin, t.crypto_amount, t.fee_amount,
          t.spread_amount, r.referrer,
          case t.side when 'buy' then 1 else -1 end as direction,
          case t.side when 'buy' then t.fiat_amount - t.spread_amount
            else t.fiat_amount + t.spread_amount end as mid,
          case when r.referrer is null then 0
            else div(t.fee_amount * v_bonus, 100 * 1e16) * 1e16 end as referral,
          case t.side when 'buy' then 'trade_in' else 'trade_out' end as coin_type,
          case t.side when 'buy' then 'trade_out' else 'trade_in' end as aud_type,
          array_position(p_trade_ids, t.trade_id) as position
        from trades t
        cross join lateral (select wattle_trade_referrer(t.user_id) as referrer) r
        where t.trade_id = any(p_trade_ids)
      ),
      accounts as (
        select l.*,
          (select a.account_id from ledger_accounts a
            where a.kind = 'customer' and a.user_id = l.user_id and a.asset_id = l.coin) as my_coin,
          (select a.account_id from ledger_accounts a
            where a.kind = 'customer' and a.user_id = l.user_id and a.asset_id = 'aud') as my_aud,
          (select a.account_id from ledger_accounts a
            where a.kind = 'house' and a.asset_id = l.coin) as house_coin,
          v_house_aud as house_aud, v_spread_aud as spread_aud, v_fee_aud as fee_aud,
          (select a.account_id from ledger_accounts a
            where a.kind = 'customer' and a.user_id = l.referrer and a.asset_id = 'aud') as referrer_aud
        from legs l
      )
      select p_entry_ids[a.position], p.account_id, p.asset_id, p.amount, p.transaction_type,
        p.trade_id, a.position, p.leg
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
      where p.amount <> 0;
    end $$`;

/**
 * `wattle_execute_trades(user, trade ids, description, at)` writes the journal entry of quote
 * rows of one customer the caller has locked — the postings wattle_trade_postings gives, in
 * lock order, in one statement — and completes the rows, returned in the order of the ids.
 * Market orders, buckets and recurring buys call it inside their own transaction.
 */
export const WATTLE_EXECUTE_TRADES = `create or replace function wattle_execute_trades(
      p_user_id uuid, p_trade_ids uuid[], p_description text, p_at timestamptz
    ) returns setof trades language plpgsql
    set plan_cache_mode = force_generic_plan set enable_seqscan = off set jit = off
    as $$
    declare
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

      insert into journal_entries (kind, description) values ('trade', p_description)
        returning entry_id into v_entry;

      insert into postings (entry_id, account_id, asset_id, amount, transaction_type, trade_id)
        select p.entry_id, p.account_id, p.asset_id, p.amount, p.transaction_type, p.trade_id
        from wattle_trade_postings(
          p_trade_ids, array_fill(v_entry, array[cardinality(p_trade_ids)])
        ) p
        order by p.account_id, p.amount desc, p.trade_position, p.leg;

      return query
        with done as (
          update trades set status = 'complete', entry_id = v_entry, executed_at = p_at
          where trade_id = any(p_trade_ids)
          returning *
        )
        select done.* from done order by array_position(p_trade_ids, done.trade_id);
    end $$`;

/**
 * `wattle_submit_quote(...)` is a whole `/order/submit` as one statement: the Idempotency-Key
 * claim, the quote's lock and checks (the caller's, unused, unexpired, what the order says, its
 * direction open), the execution above and the key's answer.
 *
 * A refusal is raised with SQLSTATE WT001 and the reason as its message (`quote_not_found`,
 * `quote_used`, `quote_expired`, `quote_mismatch`, `direction_paused` with the side in DETAIL
 * and the symbol in HINT, `idempotency_key_reused`, `still_processing`); trading-errors.ts
 * turns them into the API's errors. An answer stored under the key other than an execution (a
 * refusal, or a whole response stored by an older API) is raised as WT002: the status in HINT,
 * the stored JSON in DETAIL.
 */
export const WATTLE_SUBMIT_QUOTE = `create or replace function wattle_submit_quote(
      p_user_id uuid, p_quote_id uuid, p_crypto_asset_id text, p_order_type text,
      p_order_amount numeric, p_type text, p_key text, p_request_hash text, p_at timestamptz
    ) returns setof trades language plpgsql
    set plan_cache_mode = force_generic_plan set enable_seqscan = off set jit = off
    as $$
    declare
      v_key idempotency_keys;
      v_head trades;
      v_ids uuid[];
      v_paused record;
      v_symbol text;
    begin
      if p_key is not null then
        -- A concurrent request with the same key waits here until the first one ends.
        insert into idempotency_keys (user_id, key, request_hash, response)
          values (p_user_id, p_key, p_request_hash, null)
          on conflict (user_id, key) do nothing;
        if not found then
          select * into v_key from idempotency_keys
            where user_id = p_user_id and key = p_key for update;
          if v_key.created_at < p_at - interval '1 day' then
            update idempotency_keys set request_hash = p_request_hash, response = null, status_code = null
              where user_id = p_user_id and key = p_key;
          else
            if v_key.request_hash <> p_request_hash then
              raise exception using errcode = 'WT001', message = 'idempotency_key_reused';
            end if;
            if v_key.status_code is null then
              raise exception using errcode = 'WT001', message = 'still_processing';
            end if;
            if v_key.status_code = 200 and v_key.response ? 'executedTradeIds' then
              return query
                select t.* from jsonb_array_elements_text(v_key.response -> 'executedTradeIds')
                  with ordinality as u (trade_id, position)
                join trades t on t.trade_id = u.trade_id::uuid
                order by u.position;
              return;
            end if;
            raise exception using errcode = 'WT002', message = 'stored_answer',
              detail = v_key.response::text, hint = v_key.status_code::text;
          end if;
        end if;
      end if;

      select * into v_head from trades
        where trade_id = p_quote_id and user_id = p_user_id for update;
      if not found then
        raise exception using errcode = 'WT001', message = 'quote_not_found';
      end if;
      if v_head.status <> 'quote' then
        raise exception using errcode = 'WT001', message = 'quote_used';
      end if;
      if v_head.expires_at <= p_at then
        raise exception using errcode = 'WT001', message = 'quote_expired';
      end if;
      if not (
        v_head.crypto_asset_id = p_crypto_asset_id and v_head.order_type = p_order_type
        and p_order_amount is not null and v_head.order_amount = p_order_amount
        and (v_head.type = p_type or v_head.type = 'recurring')
      ) then
        raise exception using errcode = 'WT001', message = 'quote_mismatch';
      end if;

      if v_head.swap_id is null then
        v_ids := array[v_head.trade_id];
      else
        select array_agg(trade_id order by side desc) into v_ids from (
          select trade_id, side from trades
            where swap_id = v_head.swap_id and user_id = p_user_id
            order by side desc for update
        ) legs;
      end if;

      select t.side, a.symbol into v_paused
        from trades t join assets a on a.asset_id = t.crypto_asset_id
        where t.trade_id = any(v_ids)
          and not (a.enabled and case t.side when 'buy' then a.buy_enabled else a.sell_enabled end)
        order by array_position(v_ids, t.trade_id) limit 1;
      if found then
        raise exception using errcode = 'WT001', message = 'direction_paused',
          detail = v_paused.side, hint = v_paused.symbol;
      end if;

      select symbol into v_symbol from assets where asset_id = v_head.crypto_asset_id;
      return query
        select * from wattle_execute_trades(
          p_user_id, v_ids, v_head.order_type || ' ' || v_symbol, p_at
        );

      if p_key is not null then
        update idempotency_keys
          set status_code = 200, response = jsonb_build_object('executedTradeIds', to_jsonb(v_ids))
          where user_id = p_user_id and key = p_key;
      end if;
    end $$`;

/**
 * `wattle_submit_quotes_together(...)` applies the usual submits of a batch (the arrays as
 * `wattle_submit_quotes` below takes them) with one statement per step for all of them, and
 * returns the items it executed. A submit is usual when it would pass every check of
 * `wattle_submit_quote` on the first try: its own open, unexpired quote, as the order says, of
 * one coin (no swap), with the direction open, the first in the batch to name that quote and,
 * under an Idempotency-Key, the first to name the key and the one that claims it. The others
 * are left to the caller, which runs them one by one.
 *
 * The quotes are locked in key order before they are read (two batches queue rather than
 * deadlock, and the checks read the rows as they stand once locked); then every claimed
 * submit gets its journal entry, the postings of all of them are one INSERT (the ledger's
 * trigger checks each entry and each balance once for the batch), the trades complete in one
 * UPDATE and the keys get their answers in one more. Anything raised — a balance that would go
 * below zero, a deadlock — leaves it to the caller to roll back.
 */
export const WATTLE_SUBMIT_QUOTES_TOGETHER = `create or replace function wattle_submit_quotes_together(
      p_user_ids uuid[], p_quote_ids uuid[], p_crypto_asset_ids text[], p_order_types text[],
      p_order_amounts numeric[], p_types text[], p_keys text[], p_request_hashes text[],
      p_ats timestamptz[]
    ) returns integer[] language plpgsql
    set plan_cache_mode = force_generic_plan set enable_seqscan = off set jit = off
    as $$
    declare
      v_items integer[];
      v_quotes uuid[];
      v_entries uuid[];
    begin
      -- Another customer's quote named here is locked as long as the batch runs, never used.
      perform 1 from trades t where t.trade_id = any(p_quote_ids) order by t.trade_id for update;

      select coalesce(array_agg(s.item order by s.item), '{}') into v_items
      from (
        select s.item, t.user_id = s.user_id and t.status = 'quote' and t.expires_at > s.at
            and t.swap_id is null
            and t.crypto_asset_id = s.crypto_asset_id and t.order_type = s.order_type
            and s.order_amount is not null and t.order_amount = s.order_amount
            and (t.type = s.type or t.type = 'recurring')
            and a.enabled and case t.side when 'buy' then a.buy_enabled else a.sell_enabled end
            and row_number() over (partition by s.quote_id order by s.item) = 1
            and (s.key is null
              or row_number() over (partition by s.user_id, s.key order by s.item) = 1) as usual
        from unnest(
          p_user_ids, p_quote_ids, p_crypto_asset_ids, p_order_types, p_order_amounts, p_types,
          p_keys, p_ats
        ) with ordinality as s (
          user_id, quote_id, crypto_asset_id, order_type, order_amount, type, key, at, item
        )
        -- Lateral: each quote by its key, never a join the planner could hash.
        left join lateral (select * from trades where trade_id = s.quote_id) t on true
        left join lateral (select * from assets where asset_id = t.crypto_asset_id) a on true
      ) s
      where s.usual;

      -- A key already on record (an earlier request, or one still running) is the caller's.
      with claimed as (
        insert into idempotency_keys (user_id, key, request_hash, response)
          select p_user_ids[i], p_keys[i], p_request_hashes[i], null
          from unnest(v_items) i where p_keys[i] is not null
          order by p_user_ids[i], p_keys[i]
          on conflict (user_id, key) do nothing
          returning user_id, key
      )
      select coalesce(array_agg(i order by i), '{}') into v_items
      from unnest(v_items) i
      where p_keys[i] is null
        or exists (select 1 from claimed c where c.user_id = p_user_ids[i] and c.key = p_keys[i]);
      if cardinality(v_items) = 0 then
        return v_items;
      end if;

      v_quotes := array(select p_quote_ids[i] from unnest(v_items) with ordinality u (i, n) order by n);
      v_entries := array(select gen_random_uuid() from unnest(v_items));
      insert into journal_entries (entry_id, kind, description)
        select v_entries[array_position(v_quotes, t.trade_id)], 'trade',
          t.order_type || ' ' || (select a.symbol from assets a where a.asset_id = t.crypto_asset_id)
        from trades t where t.trade_id = any(v_quotes)
        order by array_position(v_quotes, t.trade_id);

      insert into postings (entry_id, account_id, asset_id, amount, transaction_type, trade_id)
        select p.entry_id, p.account_id, p.asset_id, p.amount, p.transaction_type, p.trade_id
        from wattle_trade_postings(v_quotes, v_entries) p
        order by p.account_id, p.amount desc, p.trade_position, p.leg;

      update trades t set status = 'complete',
          entry_id = v_entries[array_position(v_quotes, t.trade_id)],
          executed_at = p_ats[v_items[array_position(v_quotes, t.trade_id)]]
        where t.trade_id = any(v_quotes);

      update idempotency_keys k
        set status_code = 200,
          response = jsonb_build_object('executedTradeIds', jsonb_build_array(c.trade_id))
        from (
          select p_user_ids[i] as user_id, p_keys[i] as key, p_quote_ids[i] as trade_id
          from unnest(v_items) i where p_keys[i] is not null
        ) c
        where k.user_id = c.user_id and k.key = c.key;
      return v_items;
    end $$`;

/**
 * `wattle_submit_quotes(...)` is several `/order/submit`s in one transaction and one call (group
 * commit, docs/architecture.md#group-commit): element i of every array is one submit, with the
 * checks, writes and ledger rules of `wattle_submit_quote`. The usual submits go first, all
 * together (`wattle_submit_quotes_together`, in a block of its own); if that raises anything,
 * its block is rolled back and every submit takes the way below. Each other submit then runs
 * as `wattle_submit_quote` in a block of its own (a BEGIN … EXCEPTION block: a
 * subtransaction), so a refused submit rolls back only its own writes and its neighbours still
 * commit. Every row of the answer names its submit (`item`, from 1): a completed submit's
 * trades in order, or one row with the error it raised (SQLSTATE, message, DETAIL, HINT,
 * constraint) and no trade. An error that is not the submit's own — a cancelled statement, a
 * lost connection — still fails the whole call.
 */
export const WATTLE_SUBMIT_QUOTES = `create or replace function wattle_submit_quotes(
      p_user_ids uuid[], p_quote_ids uuid[], p_crypto_asset_ids text[], p_order_types text[],
      p_order_amounts numeric[], p_types text[], p_keys text[], p_request_hashes text[],
      p_ats timestamptz[]
    ) returns table (
      item integer, error_state text, error_message text, error_detail text, error_hint text,
      error_constraint text, trade trades
    ) language plpgsql
    set plan_cache_mode = force_generic_plan set enable_seqscan = off set jit = off
    as $$
    declare
      v_together integer[] := '{}';
      v_trades trades[];
      v_trade trades;
    begin
      if cardinality(p_quote_ids) > 1 then
        begin
          v_together := wattle_submit_quotes_together(
            p_user_ids, p_quote_ids, p_crypto_asset_ids, p_order_types, p_order_amounts,
            p_types, p_keys, p_request_hashes, p_ats
          );
        exception when others then
          v_together := '{}';
        end;
      end if;
      return query
        select i, null::text, null::text, null::text, null::text, null::text, t
        from unnest(v_together) i
        join trades t on t.trade_id = p_quote_ids[i]
        order by i;

      for i in 1 .. coalesce(cardinality(p_quote_ids), 0) loop
        continue when i = any(v_together);
        item := i;
        error_state := null; error_message := null; error_detail := null;
        error_hint := null; error_constraint := null;
        begin
          v_trades := array(
            select s from wattle_submit_quote(
              p_user_ids[i], p_quote_ids[i], p_crypto_asset_ids[i], p_order_types[i],
              p_order_amounts[i], p_types[i], p_keys[i], p_request_hashes[i], p_ats[i]
            ) s
          );
        exception when others then
          get stacked diagnostics error_state = returned_sqlstate, error_message = message_text,
            error_detail = pg_exception_detail, error_hint = pg_exception_hint,
            error_constraint = constraint_name;
          trade := null;
          return next;
          continue;
        end;
        foreach v_trade in array v_trades loop
          trade := v_trade;
          return next;
        end loop;
      end loop;
    end $$`;
