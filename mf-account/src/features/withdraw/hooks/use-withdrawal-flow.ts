import type { Big, Transfer } from '@wattle/shared';
import { useReducer } from 'react';
import {
  enteredAmount,
  initialWithdrawalFlow,
  withdrawalFlowReducer,
  type WithdrawalFlowAction,
  type WithdrawalFlowState,
} from '../lib/withdrawal-flow';

/**
 * A withdrawal form's steps (withdrawal-flow.ts) as React state, with what its parts need:
 * the amount field's props, the entered amount, and one call per transition. `fields` are the
 * form's own entries beside the amount; an AUD withdrawal has none.
 */
export function useWithdrawalFlow<TReview, TFields = Record<never, never>>(fields: TFields) {
  const [state, dispatch] = useReducer<
    WithdrawalFlowState<TFields, TReview>,
    TFields,
    [WithdrawalFlowAction<TFields, TReview>]
  >(withdrawalFlowReducer, fields, initialWithdrawalFlow);
  return {
    state,
    step: state.step,
    /** The value and send-max switch of WithdrawalAmountField. */
    amountField: {
      value: state.amount,
      onChange: (amount: string) => dispatch({ type: 'amount', amount }),
      sendMax: state.sendMax,
      onSendMaxChange: (on: boolean) => dispatch({ type: 'send-max', on }),
    },
    /** What the customer asks to withdraw, given the most they can. */
    amountWithin: (max: Big) => enteredAmount(state, max),
    /** No amount typed and send-max off: nothing to review yet. */
    noAmount: !state.sendMax && state.amount === '',
    setFields: (changed: Partial<TFields>) => dispatch({ type: 'fields', fields: changed }),
    restart: (next: TFields) => dispatch({ type: 'restart', fields: next }),
    /** Shows the entry's problem, if any; true when there is none and the review may start. */
    check: (problem: string | null) => {
      dispatch({ type: 'checked', problem });
      return problem === null;
    },
    reviewed: (review: TReview) => dispatch({ type: 'reviewed', review }),
    back: () => dispatch({ type: 'back' }),
    sent: (transfer: Transfer) => dispatch({ type: 'sent', transfer }),
    again: () => dispatch({ type: 'again' }),
  };
}
