import { useQuery } from '@tanstack/react-query';
import {
  analytics,
  ANALYTICS_EVENTS,
  ORDER_MESSAGES,
  preferencesQueryOptions,
  reportProblem,
  showToast,
  type Asset,
  type OrderQuoteRequest,
  type QuoteType,
} from '@wattle/shared';
import { useEffect, useReducer } from 'react';
import { QUOTE_LOCK_MS } from '@/config/polling';
import type { Direction } from '@/lib/assets/trade-availability';
import { inputDecimals, normaliseAmount, sanitiseAmount } from '@/lib/order/amount-input';
import { amountFieldMessage, checkPreOrder } from '@/lib/order/pre-order-validation';
import { submitErrorMessage } from '@/lib/order/submit-error';
import { maxAmount, tradeLimits } from '@/lib/order/trade-limits';
import { postOrderQuote, useOrderQuote } from '../api/post-order-quote';
import { useOrderSubmit } from '../api/post-order-submit';
import { initialTradeState, stepOf, tradeDialogReducer, type HeldQuote } from '../lib/dialog-state';
import { useDialogBalances } from './use-dialog-balances';

export interface UseTradeDialogOptions {
  asset: Asset;
  initialDirection: Direction;
  /** The coin a swap buys when the customer has not picked one. */
  defaultTargetId: string | null;
}

/**
 * The trade dialog's behaviour (docs/product/trading.md#trade-dialog): state, limits and what
 * buttons do.
 */
export function useTradeDialog({
  asset,
  initialDirection,
  defaultTargetId,
}: UseTradeDialogOptions) {
  const [state, dispatch] = useReducer(tradeDialogReducer, initialDirection, initialTradeState);
  const quoteMutation = useOrderQuote();
  // 1-Click skips the review: offered only to a customer who turned it on in preferences.
  const oneClickOn = useQuery(preferencesQueryOptions()).data?.oneClickBuy === true;
  const submitMutation = useOrderSubmit();
  const balances = useDialogBalances(asset.assetId);
  const decimals = inputDecimals(state.direction, asset);
  const balance = state.direction === 'buy' ? balances.fiat : balances.crypto;
  const balanceLoading = state.direction === 'buy' ? balances.fiatLoading : balances.cryptoLoading;
  const limits = tradeLimits(state.direction, asset, balance, decimals);
  const targetAssetId = state.targetAssetId ?? defaultTargetId;

  useEffect(() => {
    if (!state.locked) return;
    const timer = setTimeout(() => dispatch({ type: 'unlocked' }), QUOTE_LOCK_MS);
    return () => clearTimeout(timer);
  }, [state.locked]);

  const quoteRequest = (type: QuoteType): OrderQuoteRequest => ({
    cryptoAssetId: asset.assetId,
    orderAmount: normaliseAmount(state.amount),
    orderType: state.direction,
    type,
    ...(state.direction === 'swap' && targetAssetId ? { targetAssetId } : {}),
  });

  const passesPreOrderChecks = () => {
    const check = checkPreOrder(normaliseAmount(state.amount), limits);
    // The customer's own mistake is counted, not logged as a fault.
    if (check.zero) analytics.track(ANALYTICS_EVENTS.orderCheck, { outcome: 'zero amount' });
    if (check.ok) return true;
    showToast('error', check.message);
    analytics.track(ANALYTICS_EVENTS.orderCheck, { outcome: check.message });
    return false;
  };

  const fetchQuote = async (type: QuoteType): Promise<HeldQuote | null> => {
    const request = quoteRequest(type);
    try {
      return { quote: await quoteMutation.mutateAsync(request), request };
    } catch (error) {
      showToast('error', ORDER_MESSAGES.quoteFailed);
      reportProblem(ORDER_MESSAGES.quoteFailed, error);
      return null;
    }
  };

  const submit = async (held: HeldQuote, type: 'preview' | 'one_click') => {
    try {
      const order = await submitMutation.mutateAsync({
        quoteId: held.quote.quoteId,
        cryptoAssetId: held.request.cryptoAssetId,
        orderAmount: held.request.orderAmount,
        orderType: held.request.orderType,
        type,
      });
      // The dialog's result step says it: no toast as well.
      dispatch({ type: 'executed', order, held });
    } catch (error) {
      dispatch({ type: 'failed', message: submitErrorMessage(error) });
      reportProblem('order submit failed', error);
    }
  };

  const ready = state.busy === null && !state.locked;
  // Pre-order messages at the field as the customer types, not only in a
  // toast after Preview; nothing is said while the balance is still loading.
  const amountError = amountFieldMessage(state.amount, limits, balanceLoading);

  return {
    oneClickOn,
    state,
    step: stepOf(state),
    limits,
    balanceLoading,
    /** The pre-order message for the typed amount, or null when it can be ordered. */
    amountError,
    decimals,
    targetAssetId,
    /** Preview and 1-Click share one lock (docs/product/trading.md#quote-lock). */
    ready,
    setDirection: (direction: Direction) => dispatch({ type: 'direction', direction }),
    setTarget: (assetId: string) => dispatch({ type: 'target', assetId }),
    setAmount: (text: string) => {
      const kept = sanitiseAmount(text, decimals);
      if (kept !== null) dispatch({ type: 'amount', amount: kept });
    },
    setMax: () => {
      const max = maxAmount(limits);
      if (max !== null) dispatch({ type: 'amount', amount: max });
    },
    preview: async () => {
      if (!ready || !passesPreOrderChecks()) return;
      dispatch({ type: 'started', busy: 'preview' });
      const held = await fetchQuote('PREVIEW');
      dispatch(held ? { type: 'quoted', held } : { type: 'quote-failed' });
    },
    /** Gets a quote, submits it at once, then sets the quote. */
    oneClick: async () => {
      if (!ready || !passesPreOrderChecks()) return;
      dispatch({ type: 'started', busy: 'one-click' });
      const held = await fetchQuote('ONE_CLICK');
      if (held) await submit(held, 'one_click');
      else dispatch({ type: 'quote-failed' });
    },
    confirm: async () => {
      if (!state.held || state.busy !== null) return;
      dispatch({ type: 'started', busy: 'confirm' });
      await submit(state.held, 'preview');
    },
    /** The review quote is fetched again with the same request. */
    refresh: async () => {
      const held = state.held;
      if (!held || state.busy !== null) return;
      try {
        const quote = await postOrderQuote(held.request);
        dispatch({ type: 'refreshed', held: { quote, request: held.request } });
      } catch (error) {
        showToast('error', ORDER_MESSAGES.quoteFailed);
        reportProblem(ORDER_MESSAGES.quoteFailed, error);
      }
    },
    back: () => dispatch({ type: 'back' }),
  };
}

export type TradeDialogModel = ReturnType<typeof useTradeDialog>;
