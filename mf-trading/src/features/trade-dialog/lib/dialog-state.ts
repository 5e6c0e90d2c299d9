import type { OrderQuote, OrderQuoteRequest, OrderResult } from '@wattle/shared';
import type { Direction } from '@/lib/assets/trade-availability';

export type DialogStep = 'ENTRY' | 'CONFIRM' | 'SUCCESS' | 'ERROR';
export type Busy = 'preview' | 'one-click' | 'confirm';

/** A quote together with the request it answered: a refresh or a submit repeats it. */
export interface HeldQuote {
  quote: OrderQuote;
  request: OrderQuoteRequest;
}

export interface TradeDialogState {
  direction: Direction;
  amount: string;
  /** The coin a swap buys. */
  targetAssetId: string | null;
  held: HeldQuote | null;
  order: OrderResult | null;
  errorMessage: string | null;
  busy: Busy | null;
  /** A short lock follows a quote fetch. */
  locked: boolean;
}

export type TradeDialogAction =
  | { type: 'direction'; direction: Direction }
  | { type: 'amount'; amount: string }
  | { type: 'target'; assetId: string }
  | { type: 'started'; busy: Busy }
  | { type: 'quoted'; held: HeldQuote }
  | { type: 'refreshed'; held: HeldQuote }
  | { type: 'quote-failed' }
  | { type: 'unlocked' }
  | { type: 'back' }
  | { type: 'executed'; order: OrderResult; held: HeldQuote }
  | { type: 'failed'; message: string };

export function initialTradeState(direction: Direction): TradeDialogState {
  return {
    direction,
    amount: '',
    targetAssetId: null,
    held: null,
    order: null,
    errorMessage: null,
    busy: null,
    locked: false,
  };
}

/**
 * ERROR when an error message is set; otherwise ENTRY with no quote, CONFIRM with
 * a quote but no executed order, SUCCESS with an executed order.
 */
export function stepOf(
  state: Pick<TradeDialogState, 'errorMessage' | 'held' | 'order'>,
): DialogStep {
  if (state.errorMessage !== null) return 'ERROR';
  if (state.held === null) return 'ENTRY';
  if (state.order === null) return 'CONFIRM';
  return 'SUCCESS';
}

/**
 * The transitions (docs/product/trading.md#trade-dialog-transitions). Closing is not here: the
 * dialog's owner drops the whole state.
 */
export function tradeDialogReducer(
  state: TradeDialogState,
  action: TradeDialogAction,
): TradeDialogState {
  switch (action.type) {
    case 'direction':
      if (stepOf(state) !== 'ENTRY' || state.busy) return state;
      return { ...initialTradeState(action.direction), targetAssetId: state.targetAssetId };
    case 'amount':
      return stepOf(state) === 'ENTRY' ? { ...state, amount: action.amount } : state;
    case 'target':
      return stepOf(state) === 'ENTRY' ? { ...state, targetAssetId: action.assetId } : state;
    case 'started':
      return { ...state, busy: action.busy };
    case 'quoted':
      return { ...state, held: action.held, busy: null, locked: true };
    case 'refreshed':
      // A refresh that lands after Back, a submit or a failure changes nothing.
      return stepOf(state) === 'CONFIRM' && state.busy === null
        ? { ...state, held: action.held }
        : state;
    case 'quote-failed':
      return { ...state, busy: null };
    case 'unlocked':
      return { ...state, locked: false };
    case 'back':
      return stepOf(state) === 'CONFIRM' && state.busy === null ? { ...state, held: null } : state;
    case 'executed':
      return { ...state, held: action.held, order: action.order, busy: null };
    case 'failed':
      return { ...state, errorMessage: action.message, busy: null };
  }
}
