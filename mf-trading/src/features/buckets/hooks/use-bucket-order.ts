import {
  amountToBig,
  analytics,
  ANALYTICS_EVENTS,
  ORDER_MESSAGES,
  reportProblem,
  showToast,
  type Bucket,
  type BucketOrderResult,
  type BucketQuote,
} from '@wattle/shared';
import { useState } from 'react';
import { useFiatBalance } from '@/lib/api/get-fiat-balance';
import { normaliseAmount, sanitiseAmount } from '@/lib/order/amount-input';
import { amountFieldMessage, checkPreOrder } from '@/lib/order/pre-order-validation';
import { submitErrorMessage } from '@/lib/order/submit-error';
import { maxAmount } from '@/lib/order/trade-limits';
import { postBucketQuote, useBucketQuote } from '../api/post-bucket-quote';
import { useBucketSubmit } from '../api/post-bucket-submit';
import { bucketLimits } from '../lib/bucket-limits';

export type BucketStep = 'ENTRY' | 'CONFIRM' | 'SUCCESS' | 'ERROR';

/** A bucket order: amount → quote → review (refreshed every 15 s) → submit → result. */
export function useBucketOrder(bucket: Bucket) {
  const fiat = useFiatBalance();
  const quoteMutation = useBucketQuote();
  const submitMutation = useBucketSubmit();
  const [amount, setAmountText] = useState('');
  const [quote, setQuote] = useState<BucketQuote | null>(null);
  const [result, setResult] = useState<BucketOrderResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limits = bucketLimits(bucket, fiat.data ? amountToBig(fiat.data) : null);
  const step: BucketStep = error ? 'ERROR' : !quote ? 'ENTRY' : !result ? 'CONFIRM' : 'SUCCESS';
  const request = { bucketId: bucket.bucketId, spend: normaliseAmount(amount) };

  const requestQuote = async () => {
    try {
      setQuote(await quoteMutation.mutateAsync(request));
    } catch (caught) {
      showToast('error', ORDER_MESSAGES.quoteFailed);
      reportProblem(ORDER_MESSAGES.quoteFailed, caught);
    }
  };

  return {
    step,
    amount,
    limits,
    quote,
    result,
    error,
    balanceLoading: fiat.isPending,
    /** The pre-order message for the typed amount, or null when it can be ordered. */
    amountError: amountFieldMessage(amount, limits, fiat.isPending),
    quoting: quoteMutation.isPending,
    submitting: submitMutation.isPending,
    setAmount: (text: string) => {
      const kept = sanitiseAmount(text, 2);
      if (kept !== null) setAmountText(kept);
    },
    setMax: () => setAmountText(maxAmount(limits) ?? ''),
    getQuote: async () => {
      const check = checkPreOrder(request.spend, limits);
      if (!check.ok) {
        showToast('error', check.message);
        analytics.track(ANALYTICS_EVENTS.orderCheck, { outcome: check.message });
        return;
      }
      await requestQuote();
    },
    refresh: async () => {
      if (!quote || submitMutation.isPending) return;
      try {
        const fresh = await postBucketQuote(request);
        setQuote((current) => (current ? fresh : current));
      } catch (caught) {
        showToast('error', ORDER_MESSAGES.quoteFailed);
        reportProblem(ORDER_MESSAGES.quoteFailed, caught);
      }
    },
    back: () => setQuote(null),
    confirm: async () => {
      if (!quote) return;
      try {
        // The dialog's result step says it: no toast as well.
        setResult(
          await submitMutation.mutateAsync({ quoteId: quote.quoteId, bucketId: bucket.bucketId }),
        );
      } catch (caught) {
        setError(submitErrorMessage(caught));
        reportProblem('bucket order failed', caught);
      }
    },
  };
}

export type BucketOrderModel = ReturnType<typeof useBucketOrder>;
