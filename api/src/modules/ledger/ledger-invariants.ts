import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface LedgerViolation {
  rule: string;
  detail: string;
}

/**
 * Checks the ledger from the outside: entries balance per asset, no customer balance (an
 * account or a hold) is negative, each equals the sum of its postings, each deposit hold holds
 * exactly the customer's deposits on hold and each order hold exactly their open orders. An empty list means every cent is accounted
 * for.
 */
export async function findLedgerViolations(db: Db): Promise<LedgerViolation[]> {
  const unbalanced = await sql<{ entry_id: string; asset_id: string; total: string }>`
    select entry_id, asset_id, sum(amount)::text as total from postings
    group by entry_id, asset_id having sum(amount) <> 0
  `.execute(db);
  const negative = await sql<{ account_id: string; balance: string }>`
    select account_id, balance::text as balance from ledger_accounts where balance < 0
  `.execute(db);
  const drifted = await sql<{ account_id: string; balance: string; total: string }>`
    select a.account_id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as total
    from ledger_accounts a left join postings p on p.account_id = a.account_id
    where a.balance is not null
    group by a.account_id, a.balance
    having a.balance <> coalesce(sum(p.amount), 0)
  `.execute(db);
  const holds = await sql<{ user_id: string; asset_id: string; balance: string; held: string }>`
    select coalesce(a.user_id, h.user_id) as user_id, coalesce(a.asset_id, h.asset_id) as asset_id,
      coalesce(a.balance, 0)::text as balance, coalesce(h.total, 0)::text as held
    from (select user_id, asset_id, balance from ledger_accounts where kind = 'deposit_hold') a
    full join (
      select user_id, asset_id, sum(amount) as total from transfers
      where type = 'deposit' and status = 'held' group by user_id, asset_id
    ) h on h.user_id = a.user_id and h.asset_id = a.asset_id
    where coalesce(a.balance, 0) <> coalesce(h.total, 0)
  `.execute(db);
  // A database from before orders (a backup being repaired) has no orders and no order holds.
  const ordersTable = await sql<{ present: boolean }>`
    select to_regclass('public.orders') is not null as present
  `.execute(db);
  const orderHolds = !ordersTable.rows[0]?.present
    ? { rows: [] }
    : await sql<{
        user_id: string;
        asset_id: string;
        balance: string;
        held: string;
      }>`
    select coalesce(a.user_id, o.user_id) as user_id, coalesce(a.asset_id, o.asset_id) as asset_id,
      coalesce(a.balance, 0)::text as balance, coalesce(o.total, 0)::text as held
    from (select user_id, asset_id, balance from ledger_accounts where kind = 'order_hold') a
    full join (
      select user_id, case side when 'buy' then 'aud' else asset_id end as asset_id,
        sum(amount) as total
      from orders where state in ('open', 'filling') group by 1, 2
    ) o on o.user_id = a.user_id and o.asset_id = a.asset_id
    where coalesce(a.balance, 0) <> coalesce(o.total, 0)
  `.execute(db);
  const perAsset = await sql<{ asset_id: string; total: string }>`
    select asset_id, sum(amount)::text as total from postings group by asset_id having sum(amount) <> 0
  `.execute(db);
  return [
    ...unbalanced.rows.map((row) => ({
      rule: 'entry balances',
      detail: `${row.entry_id} ${row.asset_id} ${row.total}`,
    })),
    ...negative.rows.map((row) => ({
      rule: 'no negative customer balance',
      detail: `${row.account_id} ${row.balance}`,
    })),
    ...drifted.rows.map((row) => ({
      rule: 'balance = sum of postings',
      detail: `${row.account_id} ${row.balance} ≠ ${row.total}`,
    })),
    ...holds.rows.map((row) => ({
      rule: 'a hold = the deposits on hold',
      detail: `${row.user_id} ${row.asset_id} ${row.balance} ≠ ${row.held}`,
    })),
    ...orderHolds.rows.map((row) => ({
      rule: 'an order hold = the open orders',
      detail: `${row.user_id} ${row.asset_id} ${row.balance} ≠ ${row.held}`,
    })),
    ...perAsset.rows.map((row) => ({
      rule: 'all postings of an asset sum to zero',
      detail: `${row.asset_id} ${row.total}`,
    })),
  ];
}
