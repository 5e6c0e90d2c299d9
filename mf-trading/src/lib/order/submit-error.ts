import { isApiError, ORDER_MESSAGES } from '@wattle/shared';
import { OrderResponseError } from './order-response';

/**
 * What the failure screen says under 'Your order has failed!'
 * (docs/product/trading.md#submit-errors).
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof OrderResponseError) return error.message;
  if (!isApiError(error)) return ORDER_MESSAGES.placementFailed;
  switch (error.code) {
    case 'DatabaseConflictError':
      return ORDER_MESSAGES.databaseConflict;
    case 'OrderInvalidError':
      return ORDER_MESSAGES.orderInvalid;
    // Codes of the API's own refusals, each with a message a customer can act on.
    case 'QuoteExpiredError':
      return ORDER_MESSAGES.quoteExpired;
    case 'QuoteUsedError':
      return ORDER_MESSAGES.quoteUsed;
    case 'InsufficientFundsError':
      return ORDER_MESSAGES.insufficientFunds;
    default:
      return ORDER_MESSAGES.placementFailed;
  }
}
