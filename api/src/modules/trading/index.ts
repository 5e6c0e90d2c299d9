/**
 * Trading: quotes and orders, their execution on the ledger, and the Idempotency-Keys every
 * money-moving request may carry.
 */
export { orderRoutes as tradingModule } from './order-routes.js';
export { executeQuoteOnce } from './execute-once.js';
export {
  claimIdempotencyKey,
  keyExpired,
  readIdempotencyKey,
  requestHash,
  storeIdempotentFailure,
  storeIdempotentResult,
  storedAnswer,
  validIdempotencyKey,
} from './idempotency.js';
export {
  assertDirectionOpen,
  assertPrecision,
  assertTradeAmount,
  assertWithinBounds,
  livePrices,
  tradableAsset,
} from './order-validation.js';
export { CENTS, priceBuy, priceSell, type Prices } from './quote-math.js';
export {
  buildQuoteRows,
  createOrderQuote,
  saveQuoteRows,
  type NewTrade,
  type TradeRow,
} from './quote-service.js';
export { KEEP_UNUSED_QUOTES_MS, purgeStaleQuotes } from './stale-quotes.js';
export { quoteSubmitter } from './submit-batcher.js';
export { executeQuoteRows, submitOrder } from './submit-service.js';
export { assetLookup, type AssetLookup } from './trade-mapper.js';
export {
  belowMinimum,
  insufficientFunds,
  orderInvalid,
  quoteExpired,
  quoteNotFound,
  quoteUsed,
} from './trading-errors.js';
