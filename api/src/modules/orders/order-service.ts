import {
  CLOSED_ORDERS_PAGE,
  fromSmallestUnits,
  MAX_OPEN_ORDERS,
  MAX_ORDER_DAYS,
  ORDER_PLACEMENT_MESSAGES as MESSAGES,
  ORDER_PRICE_DECIMALS,
  type Order,
  type OrderPlaceRequest,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { audUnits, coinUnits, decimalPlaces } from '../../lib/money.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { listAssets, type AssetRow } from '../assets/index.js';
import { customerBalance, postOrderHold, postOrderHoldRelease } from '../ledger/index.js';
import { announceChange } from '../notifications/index.js';
import { assertTradeAmount, livePrices, tradableAsset } from '../trading/index.js';
import { orderNotFound, orderNotOpen, orderRefused, tooManyOpenOrders } from './order-errors.js';
import { announceOrder } from './order-events.js';
import { describeOrder, fillOf, spendAssetOf, toOrder, type OrderTerms } from './order-mapper.js';
import { orderWorkOnce } from './order-once.js';
import {
  closeOrder,
  countLiveOrders,
  findOrderOf,
  insertOrder,
  listClosedOrdersOf,
  listOpenOrdersOf,
  lockOrderOf,
  type NewOrder,
} from './order-repository.js';

/** An order as checked, before its hold is posted. */
type NewOrderTerms = Omit<NewOrder, 'hold_entry_id'> & OrderTerms & { amount: bigint };

const DAY_MS = 24 * 60 * 60 * 1000;

function checkedPrice(price: string | undefined, missing: string): string {
  if (price === undefined) throw orderRefused(missing);
  if (new Big(price).lte(0)) throw orderRefused(MESSAGES.priceNotPositive);
  if (decimalPlaces(price) > ORDER_PRICE_DECIMALS) throw orderRefused(MESSAGES.priceDecimals);
  return new Big(price).toFixed();
}

/** Which prices an order of each kind has: a limit (or take-profit), a stop, or both. */
function checkedPrices(request: OrderPlaceRequest): Pick<OrderTerms, 'limit_price' | 'stop_price'> {
  const { kind, side } = request;
  if (kind !== 'limit' && side !== 'sell') throw orderRefused(MESSAGES.sellOnly);
  const wantsLimit = kind === 'limit' || kind === 'take_profit' || kind === 'oco';
  const wantsStop = kind === 'stop_loss' || kind === 'oco';
  return {
    limit_price: wantsLimit
      ? checkedPrice(
          request.limitPrice,
          kind === 'limit' ? MESSAGES.limitNeeded : MESSAGES.takeProfitNeeded,
        )
      : null,
    stop_price: wantsStop ? checkedPrice(request.stopPrice, MESSAGES.stopNeeded) : null,
  };
}

/**
 * A stop-loss below, and a take-profit above, the price the coin sells at now: one already
 * crossed would sell at once, which a market sell does better.
 */
function assertTriggersAhead(
  prices: Pick<OrderTerms, 'limit_price' | 'stop_price'>,
  kind: OrderPlaceRequest['kind'],
  bid: Big,
): void {
  if (kind === 'limit') return;
  if (prices.stop_price && new Big(prices.stop_price).gte(bid)) {
    throw orderRefused(MESSAGES.stopAboveMarket);
  }
  if (prices.limit_price && new Big(prices.limit_price).lte(bid)) {
    throw orderRefused(MESSAGES.takeProfitBelowMarket);
  }
}

function checkedExpiry(expiresAt: string | undefined, now: Date): Date | null {
  if (expiresAt === undefined) return null;
  const at = new Date(expiresAt);
  if (at.getTime() <= now.getTime()) throw orderRefused(MESSAGES.expiryPast);
  if (at.getTime() > now.getTime() + MAX_ORDER_DAYS * DAY_MS) {
    throw orderRefused(MESSAGES.expiryTooFar);
  }
  return at;
}

/**
 * The order checked as a market order of the same amount is (docs/product/trading.md#orders):
 * the coin listed and its direction open, the amount's decimals, the asset's minimum and
 * maximum, something to spend; then its prices and expiry. Returns the row to write.
 */
async function checkedOrder(
  deps: ServiceDeps,
  userId: string,
  request: OrderPlaceRequest,
  now: Date,
): Promise<{ row: NewOrderTerms; asset: AssetRow }> {
  const asset = tradableAsset(await listAssets(deps.db), request.assetId);
  const { side } = request;
  await assertTradeAmount(asset, side, request.amount, async (assetId, precision) =>
    fromSmallestUnits(await customerBalance(deps.db, userId, assetId), precision),
  );
  const amount = new Big(request.amount);
  const buying = side === 'buy';
  const prices = checkedPrices(request);
  assertTriggersAhead(prices, request.kind, livePrices(deps.providers.market, asset, now).sell);
  return {
    asset,
    row: {
      user_id: userId,
      asset_id: asset.asset_id,
      kind: request.kind,
      side,
      amount: buying ? audUnits(amount) : coinUnits(amount, asset),
      ...prices,
      expires_at: checkedExpiry(request.expiresAt, now),
    },
  };
}

/**
 * Places an order: checked, then in one transaction its money moved to the customer's order
 * hold and the order written. The hold refuses what the balance does not cover.
 */
export async function placeOrder(
  deps: ServiceDeps,
  {
    userId,
    idempotencyKey,
    request,
  }: { userId: string; idempotencyKey: string | undefined; request: OrderPlaceRequest },
): Promise<Order> {
  const now = new Date();
  const { row, asset } = await checkedOrder(deps, userId, request, now);
  return orderWorkOnce(
    deps,
    { userId, idempotencyKey, request: { place: request } },
    async (trx) => {
      if ((await countLiveOrders(trx, userId)) >= MAX_OPEN_ORDERS) throw tooManyOpenOrders();
      const holdEntryId = await postOrderHold(trx, {
        userId,
        assetId: spendAssetOf(row),
        units: row.amount,
        description: `Held for a ${describeOrder(row, asset)}`,
      });
      const saved = await insertOrder(trx, { ...row, hold_entry_id: holdEntryId });
      const order = toOrder(saved, asset);
      announceChange(withDb(deps, trx), userId, ['orders', 'balances']);
      announceOrder(withDb(deps, trx), userId, { event: 'placed', order });
      return order;
    },
  );
}

/** Cancels an open order of the customer's, its hold given back whole in the same transaction. */
export async function cancelOrder(
  deps: ServiceDeps,
  {
    userId,
    orderId,
    idempotencyKey,
  }: { userId: string; orderId: string; idempotencyKey: string | undefined },
): Promise<Order> {
  const assets = await listAssets(deps.db);
  return orderWorkOnce(
    deps,
    { userId, idempotencyKey, request: { cancel: orderId } },
    async (trx) => {
      const order = await lockOrderOf(trx, userId, orderId);
      if (!order) throw orderNotFound();
      if (order.state !== 'open') throw orderNotOpen();
      const asset = tradableAsset(assets, order.asset_id);
      const releaseEntryId = await postOrderHoldRelease(trx, {
        userId,
        assetId: spendAssetOf(order),
        units: BigInt(order.amount),
        description: `Cancelled ${describeOrder(order, asset)}`,
      });
      const closed = await closeOrder(trx, order.order_id, {
        state: 'cancelled',
        at: new Date(),
        releaseEntryId,
      });
      const cancelled = toOrder(closed, asset);
      announceChange(withDb(deps, trx), userId, ['orders', 'balances']);
      announceOrder(withDb(deps, trx), userId, { event: 'cancelled', order: cancelled });
      return cancelled;
    },
  );
}

/** The customer's open orders, or their latest closed ones, newest first. */
/**
 * The customer's open orders, or a page of their closed ones after `before` (one of their
 * closed orders; any other is a 404).
 */
export async function listOrders(
  deps: ServiceDeps,
  { userId, state, before }: { userId: string; state: 'open' | 'closed'; before?: string },
): Promise<Order[]> {
  const [rows, assets] = await Promise.all([
    state === 'open'
      ? listOpenOrdersOf(deps.db, userId, MAX_OPEN_ORDERS)
      : listClosedOrdersOf(deps.db, userId, { before, limit: CLOSED_ORDERS_PAGE }),
    listAssets(deps.db),
  ]);
  if (!rows) throw orderNotFound();
  const byId = new Map(assets.map((asset) => [asset.asset_id, asset]));
  return rows.flatMap((row) => {
    const asset = byId.get(row.asset_id);
    return asset ? [toOrder(row, asset, fillOf(row))] : [];
  });
}

/** One of the customer's orders. */
export async function getOrder(
  deps: ServiceDeps,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<Order> {
  const row = await findOrderOf(deps.db, userId, orderId);
  const asset = row && (await listAssets(deps.db)).find((a) => a.asset_id === row.asset_id);
  if (!row || !asset) throw orderNotFound();
  return toOrder(row, asset, fillOf(row));
}
