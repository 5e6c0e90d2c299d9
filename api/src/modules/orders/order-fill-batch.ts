import { randomUUID } from 'node:crypto';
import { fromSmallestUnits, type PermissionType } from '@wattle/shared/contracts';
import Big from 'big.js';
import { AppError } from '../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { listAssets, listAssetsCached, type AssetRow } from '../assets/index.js';
import { permissionsOfEach } from '../identity/accounts/index.js';
import { moneyTransaction } from '../ledger/index.js';
import { notifyEach, type NotificationInput } from '../notifications/index.js';
import { assertDirectionOpen, buildQuoteRows, type NewTrade } from '../trading/index.js';
import { orderRefused } from './order-errors.js';
import { announceOrder } from './order-events.js';
import { describeOrder, fillOf, toOrder } from './order-mapper.js';
import { fillOrders, type OrderFill, type OrderRow } from './order-repository.js';

const PERMISSION_OF: Record<OrderRow['side'], PermissionType> = { buy: 'BUY', sell: 'SELL' };

/** A claimed order's trade, priced at the prices that crossed it, or why it cannot be. */
type Priced = { order: OrderRow; trade: NewTrade } | { order: OrderRow; refusal: AppError };

/** An order the batch could not fill, and the reason its owner is told. */
export interface FillRefusal {
  orderId: string;
  reason: string;
}

/** The order's amount as a typed request would give it: dollars and cents, or coins. */
function requestAmount(order: OrderRow, asset: AssetRow): string {
  return order.side === 'buy'
    ? fromSmallestUnits(order.amount, 18).toFixed(2)
    : fromSmallestUnits(order.amount, asset.precision).toFixed();
}

/**
 * The order's trade as a market order would quote it (buildQuoteRows: the amount's limits, the
 * fee, the spread, the rounding) at the tick's stored prices; its balance is the hold the fill
 * releases, so it is not read. A refusal of the quote is the order's.
 */
async function priceOrder(deps: ServiceDeps, order: OrderRow): Promise<Priced> {
  const asset = (await listAssetsCached(deps.db)).find((row) => row.asset_id === order.asset_id);
  if (!asset) return { order, refusal: orderRefused('That coin is no longer listed') };
  try {
    const { rows } = await buildQuoteRows(
      deps,
      {
        userId: order.user_id,
        request: {
          cryptoAssetId: order.asset_id,
          orderAmount: requestAmount(order, asset),
          orderType: order.side,
          type: 'PREVIEW',
        },
        type: 'order',
        prices: {
          buy: new Big(order.trigger_ask ?? '0'),
          sell: new Big(order.trigger_bid ?? '0'),
          mid: new Big(order.trigger_mid ?? '0'),
        },
      },
      'assumed',
    );
    const [trade] = rows;
    if (!trade || rows.length !== 1) throw new Error(`Order ${order.order_id} priced as a swap`);
    return { order, trade };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return { order, refusal: error };
    throw error;
  }
}

/** What the checks decide for a priced order: why it cannot fill, or what fills it. */
type Decision = { refusal: AppError } | { asset: AssetRow; trade: NewTrade };

/**
 * The checks of a market order made afresh, in the fill's transaction and in a market order's
 * order: the customer's permission, the coin still listed and its direction open, its quote.
 */
function decide(
  priced: Priced,
  permissions: ReadonlyMap<string, readonly PermissionType[]>,
  asset: AssetRow | undefined,
): Decision {
  const { order } = priced;
  if (!permissions.get(order.user_id)?.includes(PERMISSION_OF[order.side])) {
    return {
      refusal: orderRefused(
        `${order.side === 'buy' ? 'Buying' : 'Selling'} is suspended on your account`,
      ),
    };
  }
  if (!asset) return { refusal: orderRefused('That coin is no longer listed') };
  try {
    assertDirectionOpen(asset, order.side);
  } catch (error) {
    if (error instanceof AppError) return { refusal: error };
    throw error;
  }
  return 'refusal' in priced ? priced : { asset, trade: priced.trade };
}

/** What the owner of a filled order is told. */
function filledNotice(order: OrderRow, trade: NewTrade, asset: AssetRow): NotificationInput {
  const coins = fromSmallestUnits(String(trade.crypto_amount), asset.precision).toFixed();
  const price = new Big(String(trade.price)).toFixed(2);
  return {
    userId: order.user_id,
    title: 'Order filled',
    message: `${order.side === 'buy' ? 'Bought' : 'Sold'} ${coins} ${asset.symbol} at $${price}: your ${describeOrder(order, asset)}.`,
    type: 'success',
    topics: ['orders', 'balances', 'history'],
  };
}

/**
 * Fills claimed orders in one money transaction (docs/architecture.md#orders-that-wait): each
 * priced first as a market order at its stored prices, then, in the transaction, the checks
 * made afresh for all of them at once and every order that passes filled by one call of
 * wattle_fill_orders; their owners are told after the commit. Orders another instance holds,
 * or no longer `filling`, are left to it. Returns the orders refused, for the caller to reject
 * once this transaction has committed. A failure (a conflict that kept recurring, an order
 * whose hold is not there) throws and fills none of them.
 */
export async function fillOrderBatch(
  deps: ServiceDeps,
  orders: readonly OrderRow[],
): Promise<FillRefusal[]> {
  const priced: Priced[] = [];
  for (const order of orders) priced.push(await priceOrder(deps, order));
  return moneyTransaction(deps, async (trx) => {
    const inTrx = withDb(deps, trx);
    const permissions = await permissionsOfEach(
      inTrx,
      orders.map((order) => order.user_id),
    );
    const assets = new Map((await listAssets(trx)).map((asset) => [asset.asset_id, asset]));
    const refusals: FillRefusal[] = [];
    const fills: (OrderFill & { order: OrderRow; asset: AssetRow })[] = [];
    for (const item of priced) {
      const { order } = item;
      const decision = decide(item, permissions, assets.get(order.asset_id));
      if ('refusal' in decision) {
        refusals.push({ orderId: order.order_id, reason: decision.refusal.message });
        continue;
      }
      fills.push({
        order,
        asset: decision.asset,
        orderId: order.order_id,
        trade: { ...decision.trade, trade_id: randomUUID() },
        description: `Filled ${describeOrder(order, decision.asset)}`,
      });
    }
    const filled = await fillOrders(trx, fills, new Date());
    const byId = new Map(fills.map((fill) => [fill.orderId, fill]));
    const notices: NotificationInput[] = [];
    for (const row of filled) {
      const fill = byId.get(row.order_id);
      if (!fill) throw new Error(`wattle_fill_orders filled order ${row.order_id}, not asked to`);
      announceOrder(inTrx, row.user_id, {
        event: 'filled',
        order: toOrder(row, fill.asset, fillOf(row)),
      });
      notices.push(filledNotice(fill.order, fill.trade, fill.asset));
    }
    await notifyEach(inTrx, notices);
    return refusals;
  });
}
