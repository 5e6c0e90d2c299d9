/**
 * `wattle_fill_orders(order ids, trades, descriptions, at)` fills a batch of claimed orders in
 * one call, all or nothing, with the ledger's rules unrelaxed (ledger.ts). Element i of each
 * argument is one fill: the order, the trade that fills it (a quote row priced by the API at
 * the order's stored prices, as JSON, its `trade_id` chosen by the caller) and the words its
 * journal entries carry. For each order the function:
 * - locks it and checks it is still `filling`; one another transaction holds (another
 *   instance filling it) or that is no longer `filling` is left out, not waited for;
 * - checks the trade is the order's (owner, coin, side, type; a buy spends exactly what the
 *   order holds, a sell sells no more) and that the order's hold is there: the customer's hold
 *   of the asset covers every order of theirs in the batch. A missing hold is raised as the
 *   ledger's own overdraft (`ledger_accounts_non_negative`), so the caller reads it as
 *   Insufficient funds;
 * - writes a release entry (the hold back to the customer's account), a trade entry and the
 *   trade itself, complete; the trade's postings are wattle_trade_postings'
 *   (db/functions/trades.ts), the same as a market order's. Every posting of the batch goes in one INSERT, in the global lock order
 *   of posting-service.ts, so the postings trigger locks each account once, in account order,
 *   and two batches queue on a shared account instead of deadlocking;
 * - closes the order `filled` with its release entry and trade.
 * Returns the filled orders. The checks a fill repeats from a market order (the permission,
 * the coin and its direction, the amount's limits) are the caller's, in the same transaction.
 */
export const WATTLE_FILL_ORDERS = `create or replace function wattle_fill_orders(
      p_order_ids uuid[], p_trades jsonb, p_descriptions text[], p_at timestamptz
    ) returns setof orders language plpgsql
    set plan_cache_mode = force_generic_plan set enable_seqscan = off set jit = off
    as $$
    declare
      v_locked uuid[];
      v_positions integer[];
      v_trade_ids uuid[];
      v_releases uuid[];
      v_entries uuid[];
      v_unheld uuid;
    begin
      if cardinality(p_order_ids) is distinct from jsonb_array_length(p_trades)
        or cardinality(p_order_ids) is distinct from cardinality(p_descriptions) then
        raise exception 'wattle_fill_orders needs one trade and one description per order';
      end if;

      -- In id order, so two batches that meet lock in the same order.
      select array_agg(l.order_id) into v_locked from (
        select o.order_id from orders o
        where o.order_id = any(p_order_ids) and o.state = 'filling'
        order by o.order_id
        for update skip locked
      ) l;
      if v_locked is null then
        return;
      end if;
      select array_agg(u.position::integer order by u.position),
        array_agg((p_trades -> (u.position::integer - 1) ->> 'trade_id')::uuid order by u.position),
        array_agg(gen_random_uuid()), array_agg(gen_random_uuid())
        into v_positions, v_trade_ids, v_releases, v_entries
        from unnest(p_order_ids) with ordinality as u (order_id, position)
        where u.order_id = any(v_locked);

      if exists (
        select 1 from unnest(v_positions) as i
        join orders o on o.order_id = p_order_ids[i]
        cross join lateral jsonb_populate_record(null::trades, p_trades -> (i - 1)) t
        where t.trade_id is null
          or not (t.user_id = o.user_id and t.crypto_asset_id = o.asset_id and t.side = o.side
            and t.order_type = o.side and t.type = 'order' and t.status = 'quote'
            and t.swap_id is null
            and case o.side when 'buy' then t.spend_amount = o.amount
              else t.crypto_amount <= o.amount end)
      ) then
        raise exception 'a trade given to wattle_fill_orders is not its order''s';
      end if;

      select n.order_id into v_unheld from (
        select o.order_id, o.user_id,
          case o.side when 'buy' then 'aud' else o.asset_id end as asset_id,
          sum(o.amount) over (
            partition by o.user_id, case o.side when 'buy' then 'aud' else o.asset_id end
          ) as needed
        from unnest(v_positions) as i
        join orders o on o.order_id = p_order_ids[i]
      ) n
      where coalesce((
        select a.balance from ledger_accounts a
        where a.kind = 'order_hold' and a.user_id = n.user_id and a.asset_id = n.asset_id
      ), 0) < n.needed
      limit 1;
      if found then
        raise exception 'the hold of order % is not there', v_unheld
          using errcode = 'check_violation', constraint = 'ledger_accounts_non_negative';
      end if;

      insert into journal_entries (entry_id, kind, description)
        select e.entry_id, e.kind, p_descriptions[e.i] from (
          select r.entry_id, 'order_hold' as kind, r.i
            from unnest(v_releases, v_positions) as r (entry_id, i)
          union all
          select r.entry_id, 'trade', r.i from unnest(v_entries, v_positions) as r (entry_id, i)
        ) e;

      -- Written complete, with the entry its postings go to: a fill's trade is never a quote
      -- anyone could submit, so it is not written as one and then rewritten.
      insert into trades (
        trade_id, user_id, status, side, order_type, type, crypto_asset_id, spend_asset_id,
        receive_asset_id, order_amount, spend_amount, receive_amount, crypto_amount, fiat_amount,
        price, mid_price, fee_amount, fee_percentage, spread_amount, expires_at, entry_id,
        executed_at
      )
      select t.trade_id, t.user_id, 'complete', t.side, t.order_type, t.type, t.crypto_asset_id,
        t.spend_asset_id, t.receive_asset_id, t.order_amount, t.spend_amount, t.receive_amount,
        t.crypto_amount, t.fiat_amount, t.price, t.mid_price, t.fee_amount, t.fee_percentage,
        t.spread_amount, t.expires_at, v_entries[f.n], p_at
      from unnest(v_positions) with ordinality as f (i, n)
      cross join lateral jsonb_populate_record(null::trades, p_trades -> (f.i - 1)) t;

      insert into postings (entry_id, account_id, asset_id, amount, transaction_type, trade_id)
        select p.entry_id, p.account_id, p.asset_id, p.amount, p.transaction_type, p.trade_id
        from (
          -- The release: the hold gives, the customer's account receives.
          select r.entry_id, h.account_id, h.asset_id, h.amount, 'order_hold' as transaction_type,
            null::uuid as trade_id, r.n::integer as trade_position, 0 as leg
          from unnest(v_releases, v_positions) with ordinality as r (entry_id, i, n)
          join orders o on o.order_id = p_order_ids[r.i]
          cross join lateral (
            select a.account_id, a.asset_id, o.amount from ledger_accounts a
            where a.kind = 'customer' and a.user_id = o.user_id
              and a.asset_id = case o.side when 'buy' then 'aud' else o.asset_id end
            union all
            select a.account_id, a.asset_id, -o.amount from ledger_accounts a
            where a.kind = 'order_hold' and a.user_id = o.user_id
              and a.asset_id = case o.side when 'buy' then 'aud' else o.asset_id end
          ) h
          union all
          select t.entry_id, t.account_id, t.asset_id, t.amount, t.transaction_type, t.trade_id,
            t.trade_position, t.leg
          from wattle_trade_postings(v_trade_ids, v_entries) t
        ) p
        order by p.account_id, p.amount desc, p.trade_position, p.leg;

      return query
        update orders o set state = 'filled', closed_at = p_at, release_entry_id = f.release_id,
          trade_id = f.trade_id
        from unnest(v_positions, v_releases, v_trade_ids) as f (i, release_id, trade_id)
        where o.order_id = p_order_ids[f.i]
        returning o.*;
    end $$`;
