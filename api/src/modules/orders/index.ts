/**
 * Orders that wait for a price: limit buys and sells, stop-loss and take-profit sells. Their
 * money is held in the ledger while they are open, and the price-tick job fills them through
 * the market order's own path (docs/product/trading.md#orders).
 */
export { orderRoutes as ordersModule } from './order-routes.js';
export { orderListHandler, orderListSchemas } from './order-list-route.js';
export {
  claimOrdersCrossedBy,
  expireDueOrders,
  fillClaimedOrders,
  handleOrderTick,
  orderTickHandler,
  STALLED_FILL_MS,
  type CoinPrices,
} from './order-fills.js';
export { cancelOrder, getOrder, listOrders, placeOrder } from './order-service.js';
