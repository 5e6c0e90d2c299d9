import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrdersTable, OrderState } from '../../db/schema.js';
import { unitsJson } from '../../lib/money.js';
import type { NewTrade } from '../trading/index.js';

export type OrderRow = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;

/** States an order is still working in: it holds its money. */
export const LIVE_STATES = ['open', 'filling'] as const;
const CLOSED_STATES = ['filled', 'cancelled', 'expired', 'rejected'] as const;

export async function insertOrder(trx: Db, order: NewOrder): Promise<OrderRow> {
  return trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export async function countLiveOrders(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('state', 'in', LIVE_STATES)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The customer's open orders, newest first. */
export function listOpenOrdersOf(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', LIVE_STATES)
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A page of the customer's closed orders, the latest closed first; after `before` (one of their
 * closed orders) when given. Undefined when `before` is no closed order of theirs.
 */
export async function listClosedOrdersOf(
  db: Db,
  userId: string,
  { before, limit }: { before?: string; limit: number },
) {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', CLOSED_STATES);
  if (before) {
    const cursor = await query
      .clearSelect()
      .select(['closed_at', 'order_id'])
      .where('order_id', '=', before)
      .executeTakeFirst();
    if (!cursor?.closed_at) return undefined;
    const { closed_at: closedAt, order_id: orderId } = cursor;
    query = query.where((eb) =>
      eb(eb.refTuple('closed_at', 'order_id'), '<', eb.tuple(closedAt, orderId)),
    );
  }
  return query.orderBy('closed_at', 'desc').orderBy('order_id', 'desc').limit(limit).execute();
}

export function findOrderOf(db: Db, userId: string, orderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** The customer's order, locked until the transaction ends: a cancel and a fill queue on it. */
export function lockOrderOf(trx: Db, userId: string, orderId: string) {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * An order in `state`, locked; undefined when it is in another state, or (with `skipLocked`)
 * when another transaction holds it — another instance is working on it.
 */
export function lockOrderIn(
  trx: Db,
  orderId: string,
  state: OrderState,
  { skipLocked = false }: { skipLocked?: boolean } = {},
) {
  const query = trx
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', state)
    .forUpdate();
  return (skipLocked ? query.skipLocked() : query).executeTakeFirst();
}

/** An order leaves `open` or `filling` for good, with what ended it. */
export async function closeOrder(
  trx: Db,
  orderId: string,
  end: {
    state: Exclude<OrderState, 'open' | 'filling'>;
    at: Date;
    releaseEntryId?: string;
    tradeId?: string;
    reason?: string;
  },
): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({
      state: end.state,
      closed_at: end.at,
      release_entry_id: end.releaseEntryId ?? null,
      trade_id: end.tradeId ?? null,
      reason: end.reason ?? null,
    })
    .where('order_id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Open orders whose expiry has passed, oldest expiry first. */
export function listExpiredOrders(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('orders')
    .select('order_id')
    .where('state', '=', 'open')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Orders a price crossed that are still `filling` since before `before`: a fill cut short. */
export function listStalledFills(db: Db, before: Date, limit: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('state', '=', 'filling')
    .where('triggered_at', '<', before)
    .orderBy('triggered_at')
    .limit(limit)
    .execute();
}

/** Of these orders, the ones still `filling`. */
export function listFillingOrders(db: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .where('state', '=', 'filling')
    .execute();
}

/** One order's fill: the trade that fills it, its `trade_id` chosen, and what its entries say. */
export interface OrderFill {
  orderId: string;
  trade: NewTrade & { trade_id: string };
  description: string;
}

/**
 * Fills a batch of claimed orders in one statement (wattle_fill_orders,
 * db/functions/order-fills.ts): each still `filling` and not held by another transaction has
 * its hold released, its trade posted and the order closed. Returns the filled orders.
 */
export async function fillOrders(
  trx: Db,
  fills: readonly OrderFill[],
  at: Date,
): Promise<OrderRow[]> {
  if (fills.length === 0) return [];
  const { rows } = await sql<OrderRow>`
    select * from wattle_fill_orders(
      ${fills.map((fill) => fill.orderId)}::uuid[],
      ${unitsJson(fills.map((fill) => fill.trade))}::jsonb,
      ${fills.map((fill) => fill.description)}::text[],
      ${at}::timestamptz
    )
  `.execute(trx);
  return rows;
}

export interface CoinPrices {
  assetId: string;
  bid: string;
  ask: string;
  mid: string;
}

/**
 * Claims every open order the prices cross, in one statement: each moves to `filling` with
 * the prices that crossed it, and is returned to this caller only. An order is locked before
 * it is claimed, and one another instance holds (its claim, its fill) is skipped rather than
 * waited for; one it already claimed is no longer `open` once locked: an order is claimed
 * once, and two instances never queue on each other. Each branch reads one partial index per
 * coin.
 * - a limit buy: the ask at or below its limit;
 * - a limit sell or a take-profit: the bid at or above its limit;
 * - a stop-loss: the bid at or below its stop.
 */
export async function claimCrossedOrders(
  db: Db,
  prices: readonly CoinPrices[],
  at: Date,
): Promise<OrderRow[]> {
  if (prices.length === 0) return [];
  const result = await sql<OrderRow>`
    with prices as (
      select * from unnest(
        ${prices.map((price) => price.assetId)}::text[],
        ${prices.map((price) => price.bid)}::numeric[],
        ${prices.map((price) => price.ask)}::numeric[],
        ${prices.map((price) => price.mid)}::numeric[]
      ) as p (asset_id, bid, ask, mid)
    ),
    crossed as (
      select o.order_id, p.bid, p.ask, p.mid from prices p
      cross join lateral (
        select order_id from orders
          where state = 'open' and side = 'buy' and asset_id = p.asset_id and limit_price >= p.ask
        union all
        select order_id from orders
          where state = 'open' and side = 'sell' and limit_price is not null
            and asset_id = p.asset_id and limit_price <= p.bid
        union all
        select order_id from orders
          where state = 'open' and stop_price is not null
            and asset_id = p.asset_id and stop_price >= p.bid
      ) o
    ),
    claimable as (
      select o.order_id, c.bid, c.ask, c.mid from orders o
      join crossed c on c.order_id = o.order_id
      where o.state = 'open'
      for update of o skip locked
    )
    update orders o
      set state = 'filling', trigger_bid = c.bid, trigger_ask = c.ask, trigger_mid = c.mid,
        triggered_at = ${at}
      from claimable c
      where o.order_id = c.order_id
      returning o.*
  `.execute(db);
  return result.rows;
}
