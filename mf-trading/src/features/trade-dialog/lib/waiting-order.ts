import {
  toBig,
  TRADING_COSTS,
  type Big,
  type OrderKind,
  type OrderPlaceRequest,
} from '@wattle/shared';
import { estimateBuy, estimateSell } from './estimate';

/** The trade dialog's order tabs in advanced mode: a market order, or one that waits. */
export type OrderTab = 'market' | 'limit' | 'stop';

/** What the Limit and Stop tabs hold while the customer types (docs/product/trading.md#orders). */
export interface WaitingOrderState {
  side: 'buy' | 'sell';
  amount: string;
  /** The limit of a limit order. */
  limitPrice: string;
  /** The Stop tab's two triggers: either or both (both: one cancels the other). */
  stopPrice: string;
  takeProfitPrice: string;
  /** An expiry date (YYYY-MM-DD), or empty for good till cancelled. */
  expiresOn: string;
}

export type WaitingOrderAction =
  | { type: 'side'; side: 'buy' | 'sell' }
  | { type: 'field'; field: Exclude<keyof WaitingOrderState, 'side'>; value: string }
  | { type: 'reset' };

export const EMPTY_WAITING_ORDER: WaitingOrderState = {
  side: 'buy',
  amount: '',
  limitPrice: '',
  stopPrice: '',
  takeProfitPrice: '',
  expiresOn: '',
};

export function waitingOrderReducer(
  state: WaitingOrderState,
  action: WaitingOrderAction,
): WaitingOrderState {
  switch (action.type) {
    case 'side':
      return { ...state, side: action.side };
    case 'field':
      return { ...state, [action.field]: action.value.trim() };
    case 'reset':
      return { ...EMPTY_WAITING_ORDER, side: state.side };
  }
}

const filled = (text: string) => text !== '';

/** Which kind of order the Stop tab's triggers make: a stop-loss, a take-profit, or the pair. */
export function stopKind(state: WaitingOrderState): OrderKind | null {
  const stop = filled(state.stopPrice);
  const profit = filled(state.takeProfitPrice);
  if (stop && profit) return 'oco';
  if (stop) return 'stop_loss';
  if (profit) return 'take_profit';
  return null;
}

/** The request the tab's fields make; null while something it needs is missing. */
export function waitingOrderRequest(
  tab: Exclude<OrderTab, 'market'>,
  assetId: string,
  state: WaitingOrderState,
): OrderPlaceRequest | null {
  if (!filled(state.amount)) return null;
  const expiresAt = filled(state.expiresOn)
    ? { expiresAt: new Date(`${state.expiresOn}T23:59:59`).toISOString() }
    : {};
  if (tab === 'limit') {
    if (!filled(state.limitPrice)) return null;
    return {
      assetId,
      kind: 'limit',
      side: state.side,
      amount: state.amount,
      limitPrice: state.limitPrice,
      ...expiresAt,
    };
  }
  const kind = stopKind(state);
  if (!kind) return null;
  return {
    assetId,
    kind,
    side: 'sell',
    amount: state.amount,
    ...(filled(state.takeProfitPrice) ? { limitPrice: state.takeProfitPrice } : {}),
    ...(filled(state.stopPrice) ? { stopPrice: state.stopPrice } : {}),
    ...expiresAt,
  };
}

/** About what a fill at `price` gives and costs: the fee, and the spread inside the price. */
export interface AboutFill {
  receive: Big;
  fee: Big;
  spread: Big;
}

const isNumber = (text: string) => /^\d+(\.\d+)?$/.test(text) && toBig(text).gt(0);

/**
 * About what an order fills for at `price` (its limit, or a trigger): coins for a buy, AUD for
 * a sell, with the market order's fee and the spread the price includes. A limit buy can fill
 * lower and a stop can sell lower than its trigger: this is the figure at that price.
 */
export function aboutFill(
  side: 'buy' | 'sell',
  amount: string,
  price: string,
  feePercentage: string = TRADING_COSTS.feePercentage,
  spreadPercentage: string = TRADING_COSTS.spreadPercentage.standard,
): AboutFill | null {
  if (!isNumber(amount) || !isNumber(price)) return null;
  const spreadShare = toBig(spreadPercentage).div(100);
  if (side === 'buy') {
    const { receive, fee } = estimateBuy(amount, price, feePercentage);
    // The ask sits the spread above the mid: the coins are worth that much less at mid.
    const spread = receive.times(price).times(spreadShare).div(spreadShare.plus(1));
    return { receive, fee, spread };
  }
  const { receive, fee } = estimateSell(amount, price, feePercentage);
  const spread = toBig(amount).times(price).times(spreadShare).div(toBig(1).minus(spreadShare));
  return { receive, fee, spread };
}
