import { ApiError, ORDER_MESSAGES } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { orderResultFixture } from '@/testing/trade-fixtures';
import {
  checkOrderResponse,
  OrderResponseError,
  orderResponseSchema,
  type OrderResponse,
} from './order-response';
import { submitErrorMessage } from './submit-error';

const response = (overrides: Record<string, unknown> = {}): OrderResponse =>
  orderResponseSchema.parse({ ...orderResultFixture(), ...overrides });
const failure = (overrides: Record<string, unknown>) => {
  try {
    checkOrderResponse(response(overrides));
    return null;
  } catch (error) {
    return error instanceof OrderResponseError ? error.message : String(error);
  }
};

describe('order response checks', () => {
  it('accepts a complete response', () => {
    expect(checkOrderResponse(response()).side).toBe('buy');
  });

  it.each([
    ['receiveAmount', 'missing receiveAmount in order response'],
    ['spendAmount', 'missing spendAmount in order response'],
    ['price', 'missing price in order response'],
    ['tradeFee', 'missing trade fee in order response'],
  ])('names a missing %s', (field, expected) => {
    expect(failure({ [field]: undefined })).toBe(expected);
  });

  it('refuses a side that is not an order type', () => {
    expect(failure({ side: 'sideways' })).toBe('Unrecognized OrderDirection');
    expect(failure({ side: 'swap' })).toBeNull();
  });
});

const apiError = (code?: string) =>
  new ApiError({ statusCode: 409, error: 'Conflict', message: 'server words', code });

describe('submit error messages', () => {
  it('maps the error codes to their messages', () => {
    expect(submitErrorMessage(apiError('DatabaseConflictError'))).toBe(
      'The system is currently experiencing heavy load so unable to complete trade. Please try again.',
    );
    expect(submitErrorMessage(apiError('OrderInvalidError'))).toBe(
      'Order is incorrectly formatted. Please contact support.',
    );
    expect(submitErrorMessage(apiError('QuoteExpiredError'))).toBe(ORDER_MESSAGES.quoteExpired);
    expect(submitErrorMessage(apiError('InsufficientFundsError'))).toBe('Insufficient funds');
  });

  it('uses the generic order message for anything else', () => {
    const generic = 'An error occurred while placing the order. Please try again later.';
    expect(submitErrorMessage(apiError())).toBe(generic);
    expect(submitErrorMessage(new Error('network'))).toBe(generic);
  });

  it('shows an order-response problem as it is', () => {
    expect(submitErrorMessage(new OrderResponseError('missing price in order response'))).toBe(
      'missing price in order response',
    );
  });
});
