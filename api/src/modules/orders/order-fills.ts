import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { findAsset, forgetCachedAssets } from '../assets/index.js';
import {
  isDatabaseConflict,
  isInsufficientFunds,
  moneyTransaction,
  postOrderHoldRelease,
} from '../ledger/index.js';
import type { PriceTick, PriceTickHandler } from '../market/index.js';
import { notify } from '../notifications/index.js';
import { fillOrderBatch, type FillRefusal } from './order-fill-batch.js';
import { announceOrder } from './order-events.js';
import { describeOrder, spendAssetOf, toOrder } from './order-mapper.js';
import {
  claimCrossedOrders,
  closeOrder,
  type CoinPrices,
  listExpiredOrders,
  listFillingOrders,
  listStalledFills,
  lockOrderIn,
  type OrderRow,
} from './order-repository.js';

/**
 * Claimed orders fill about this many to a transaction (one call of wattle_fill_orders), and
 * this many transactions at once. A customer's orders go to one batch, so batches at once
 * share no customer account and never queue on each other's locks (Wattle's own accounts are
 * read, not locked).
 */
const FILL_BATCH = 250;
const BATCHES_AT_ONCE = 4;
/** A fill still `filling` this long after its tick was cut short (a restart): it runs again. */
export const STALLED_FILL_MS = 10_000;
/** At most this many expired orders, and stalled fills, are handled per tick. */
const BATCH = 500;

/**
 * Ends an order whose hold goes back whole, in one money transaction: the order locked in the
 * state it must still be in (`filling` for a refused fill, `open` for an expiry; otherwise
 * someone else ended it first), the hold released, the order closed and its owner told.
 */
async function endWithRelease(
  deps: ServiceDeps,
  orderId: string,
  end: { from: 'open' | 'filling'; state: 'rejected' | 'expired'; reason?: string },
): Promise<void> {
  await moneyTransaction(deps, async (trx) => {
    const order = await lockOrderIn(trx, orderId, end.from, { skipLocked: end.from === 'open' });
    if (!order) return;
    const asset = await findAsset(trx, order.asset_id);
    if (!asset) throw new Error(`Order ${orderId} names an asset that is gone`);
    const what = describeOrder(order, asset);
    const releaseEntryId = await postOrderHoldRelease(trx, {
      userId: order.user_id,
      assetId: spendAssetOf(order),
      units: BigInt(order.amount),
      description: `${end.state === 'expired' ? 'Expired' : 'Rejected'} ${what}`,
    });
    const ended = await closeOrder(trx, orderId, {
      state: end.state,
      at: new Date(),
      releaseEntryId,
      ...(end.reason ? { reason: end.reason } : {}),
    });
    announceOrder(withDb(deps, trx), order.user_id, {
      event: end.state,
      order: toOrder(ended, asset),
    });
    await notify(withDb(deps, trx), {
      userId: order.user_id,
      title: end.state === 'expired' ? 'Order expired' : 'Order rejected',
      message:
        end.state === 'expired'
          ? `Your ${what} expired. What it held is back in your balance.`
          : `Your ${what} could not fill: ${end.reason ?? 'it was refused'}. What it held is back in your balance.`,
      type: end.state === 'expired' ? 'info' : 'error',
      topics: ['orders', 'balances'],
    });
  });
}

/** Rejects refused fills, each in its own money transaction, its hold given back. */
async function rejectRefused(deps: ServiceDeps, refusals: readonly FillRefusal[]): Promise<void> {
  for (const { orderId, reason } of refusals) {
    try {
      await endWithRelease(deps, orderId, { from: 'filling', state: 'rejected', reason });
    } catch (error) {
      // Left `filling`: a later tick runs it again (STALLED_FILL_MS).
      deps.log.error({ err: error, orderId }, 'order rejection failed');
    }
  }
}

/**
 * Fills a batch of claimed orders (fillOrderBatch) and rejects those refused. A batch that
 * fails for any reason but a conflict is filled again one order at a time, so one order's
 * fault (its hold not there, say) holds up none of the others; one order that fails on its
 * own is refused as Insufficient funds when the ledger refused an overdraft, and otherwise
 * stays `filling` for a later tick, as does a batch that kept colliding with others.
 */
async function fillBatchOrEach(deps: ServiceDeps, orders: readonly OrderRow[]): Promise<void> {
  let refusals: FillRefusal[];
  try {
    refusals = await fillOrderBatch(deps, orders);
  } catch (error) {
    const orderIds = orders.map((order) => order.order_id);
    if (orders.length > 1 && !isDatabaseConflict(error)) {
      deps.log.warn({ err: error, orderIds }, 'order fill batch failed: filling one at a time');
      for (const order of orders) await fillBatchOrEach(deps, [order]);
      return;
    }
    const [orderId] = orderIds;
    if (!orderId || orders.length > 1 || !isInsufficientFunds(error)) {
      // Left `filling`: a later tick runs it again (STALLED_FILL_MS).
      deps.log.error({ err: error, orderIds }, 'order fill failed');
      return;
    }
    refusals = [{ orderId, reason: 'Insufficient funds' }];
  }
  await rejectRefused(deps, refusals);
}

/** Runs `work` over `items`, at most `limit` at once. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Orders in batches of about FILL_BATCH, each customer's orders in one batch. */
function batchesByCustomer(orders: readonly OrderRow[]): OrderRow[][] {
  const byCustomer = new Map<string, OrderRow[]>();
  for (const order of orders) {
    const own = byCustomer.get(order.user_id);
    if (own) own.push(order);
    else byCustomer.set(order.user_id, [order]);
  }
  const batches: OrderRow[][] = [];
  let batch: OrderRow[] = [];
  for (const own of byCustomer.values()) {
    batch.push(...own);
    if (batch.length >= FILL_BATCH) {
      batches.push(batch);
      batch = [];
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/**
 * Fills claimed orders, in batches of customers, BATCHES_AT_ONCE at a time. The asset list
 * the quotes read is read afresh first: a coin paused or resumed a moment ago is priced as it
 * is now.
 */
async function fillOrderRows(deps: ServiceDeps, orders: readonly OrderRow[]): Promise<void> {
  if (orders.length === 0) return;
  forgetCachedAssets(deps.db);
  await inParallel(batchesByCustomer(orders), BATCHES_AT_ONCE, (batch) =>
    fillBatchOrEach(deps, batch),
  );
}

/**
 * Fills the claimed orders of these ids still `filling`; a refused fill is rejected, and one
 * that fails otherwise stays `filling` for a later tick.
 */
export async function fillClaimedOrders(
  deps: ServiceDeps,
  orderIds: readonly string[],
): Promise<void> {
  await fillOrderRows(deps, await listFillingOrders(deps.db, orderIds));
}

/** Open orders past their expiry end, each hold given back. */
export async function expireDueOrders(deps: ServiceDeps, now: Date): Promise<number> {
  const due = await listExpiredOrders(deps.db, now, BATCH);
  for (const { order_id: orderId } of due) {
    await endWithRelease(deps, orderId, { from: 'open', state: 'expired' });
  }
  return due.length;
}

export type { CoinPrices };

/**
 * Claims every open order `prices` cross, moving them to `filling` (claimCrossedOrders): what
 * a tick does before it fills them.
 */
export function claimOrdersCrossedBy(
  deps: ServiceDeps,
  prices: readonly CoinPrices[],
  at: Date,
): Promise<OrderRow[]> {
  return claimCrossedOrders(deps.db, prices, at);
}

/** The tick's prices of every coin, as the claim reads them. */
function coinPrices(tick: PriceTick) {
  return [...tick.quotes].map(([assetId, quote]) => ({
    assetId,
    bid: quote.sell.toFixed(),
    ask: quote.buy.toFixed(),
    mid: quote.mid.toFixed(),
  }));
}

/**
 * What follows a price tick for orders (docs/architecture.md#orders-that-wait): expired orders
 * end; every open order the tick's prices cross is claimed in one statement and filled; and
 * fills cut short (an instance stopped between claim and fill) run again. Safe on any number
 * of instances at once: a claim is one statement, and a fill locks its order and checks it is
 * still `filling`.
 */
export async function handleOrderTick(deps: ServiceDeps, tick: PriceTick): Promise<void> {
  await expireDueOrders(deps, tick.at);
  const claimed = await claimOrdersCrossedBy(deps, coinPrices(tick), tick.at);
  const stalled = await listStalledFills(deps.db, new Date(Date.now() - STALLED_FILL_MS), BATCH);
  const claimedIds = new Set(claimed.map((order) => order.order_id));
  await fillOrderRows(deps, [
    ...claimed,
    ...stalled.filter((order) => !claimedIds.has(order.order_id)),
  ]);
}

/** The price-tick handler of orders, for `priceTickJob` (plugins/jobs.ts). */
export const orderTickHandler: PriceTickHandler = { name: 'orders', handle: handleOrderTick };
