import {
  orderResultSchema,
  orderTypeSchema,
  type OrderResult,
  type OrderSide,
} from '@wattle/shared';

/**
 * The submit answer read leniently, so that the order-response checks, not a schema error, say
 * what is missing. `side` stays unknown until checked.
 */
export const orderResponseSchema = orderResultSchema
  .partial({ receiveAmount: true, spendAmount: true, price: true, tradeFee: true })
  .omit({ side: true })
  .loose();
export type OrderResponse = ReturnType<typeof orderResponseSchema.parse>;

/** An order-response problem: its message is what the failure screen shows. */
export class OrderResponseError extends Error {
  override readonly name = 'OrderResponseError';
}

/**
 * An order response must carry these, and a side that is a known order type
 * (docs/product/trading.md#order-responses).
 */
export function checkOrderResponse(response: OrderResponse): OrderResult {
  const { receiveAmount, spendAmount, price, tradeFee, side } = response;
  if (!receiveAmount) throw new OrderResponseError('missing receiveAmount in order response');
  if (!spendAmount) throw new OrderResponseError('missing spendAmount in order response');
  if (!price) throw new OrderResponseError('missing price in order response');
  if (!tradeFee) throw new OrderResponseError('missing trade fee in order response');
  const known = orderTypeSchema.safeParse(side);
  if (!known.success) throw new OrderResponseError('Unrecognized OrderDirection');
  // A swap reports the side of the coin it gives up.
  const orderSide: OrderSide = known.data === 'buy' ? 'buy' : 'sell';
  return {
    tradeId: response.tradeId,
    orderType: response.orderType,
    status: response.status,
    spendAsset: response.spendAsset,
    receiveAsset: response.receiveAsset,
    createdAt: response.createdAt,
    swapLeg: response.swapLeg,
    receiveAmount,
    spendAmount,
    price,
    tradeFee,
    spread: response.spread,
    side: orderSide,
  };
}
