import { isApiError, ORDER_MESSAGES } from '@wattle/shared';
import { OrderResponseError } from './order-response';

/** Spec §8: what the failure screen says under 'Your order has failed!'. */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof OrderResponseError) return error.message;
  if (!isApiError(error)) return ORDER_MESSAGES.placementFailed;
  switch (error.code) {
    case 'DatabaseConflictError':
      return ORDER_MESSAGES.databaseConflict;
    case 'OrderInvalidError':
      return ORDER_MESSAGES.orderInvalid;
    // Codes the API adds beyond §8, each with a message a customer can act on.
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
