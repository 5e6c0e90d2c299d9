import { Big, type Transfer } from '@wattle/shared';

/**
 * Where a withdrawal is, with what that step shows. Entry: what to send and where. Confirm: the
 * review (an AUD amount; a coin's signed fee estimate) above the step-up code or password.
 * Result: the transfer as it stands. A new step (a Travel Rule question between the review and
 * the code, say) is one more member here, the action that enters it and the guard of the
 * action that leaves it.
 */
export type WithdrawalStep<TReview> =
  { name: 'entry' } | { name: 'confirm'; review: TReview } | { name: 'result'; transfer: Transfer };

/**
 * One withdrawal form's state, AUD or crypto alike. `fields` are a form's own entries beside the
 * amount (a coin's symbol, address and tag); they survive Back and Make another withdrawal.
 */
export interface WithdrawalFlowState<TFields, TReview> {
  step: WithdrawalStep<TReview>;
  fields: TFields;
  /** The amount as typed; empty while send-max is on. */
  amount: string;
  sendMax: boolean;
  /** What is wrong with the entry, in words; null when nothing is (or nothing was checked). */
  problem: string | null;
}

export type WithdrawalFlowAction<TFields, TReview> =
  /** Some of the form's own entries changed. */
  | { type: 'fields'; fields: Partial<TFields> }
  | { type: 'amount'; amount: string }
  /** On: the whole withdrawable amount; off: an empty amount to type. Either way, typed is gone. */
  | { type: 'send-max'; on: boolean }
  /** The entry was checked: its problem, or null to go on. */
  | { type: 'checked'; problem: string | null }
  | { type: 'reviewed'; review: TReview }
  | { type: 'back' }
  | { type: 'sent'; transfer: Transfer }
  /** Make another withdrawal: the entry again, the amount cleared, the rest kept. */
  | { type: 'again' }
  /** A fresh entry with other fields (another coin): nothing typed, nothing wrong. */
  | { type: 'restart'; fields: TFields };

export function initialWithdrawalFlow<TFields, TReview>(
  fields: TFields,
): WithdrawalFlowState<TFields, TReview> {
  return { step: { name: 'entry' }, fields, amount: '', sendMax: false, problem: null };
}

/**
 * The withdrawal's transitions. Typing changes only the entry and clears its problem; a review
 * arrives only on the entry (one that lands after the customer went on is dropped); Back and
 * the transfer leave only the confirmation; Make another withdrawal leaves only the result.
 */
export function withdrawalFlowReducer<TFields, TReview>(
  state: WithdrawalFlowState<TFields, TReview>,
  action: WithdrawalFlowAction<TFields, TReview>,
): WithdrawalFlowState<TFields, TReview> {
  const onEntry = state.step.name === 'entry';
  switch (action.type) {
    case 'fields':
      return onEntry
        ? { ...state, fields: { ...state.fields, ...action.fields }, problem: null }
        : state;
    case 'amount':
      return onEntry ? { ...state, amount: action.amount, problem: null } : state;
    case 'send-max':
      return onEntry ? { ...state, sendMax: action.on, amount: '', problem: null } : state;
    case 'checked':
      return onEntry ? { ...state, problem: action.problem } : state;
    case 'reviewed':
      return onEntry ? { ...state, step: { name: 'confirm', review: action.review } } : state;
    case 'back':
      return state.step.name === 'confirm' ? { ...state, step: { name: 'entry' } } : state;
    case 'sent':
      return state.step.name === 'confirm'
        ? { ...state, step: { name: 'result', transfer: action.transfer } }
        : state;
    case 'again':
      return state.step.name === 'result'
        ? { ...state, step: { name: 'entry' }, amount: '', sendMax: false }
        : state;
    case 'restart':
      return onEntry ? initialWithdrawalFlow(action.fields) : state;
  }
}

/** What the entry asks to withdraw: the whole `max` with send-max on, else what was typed. */
export function enteredAmount(
  state: Pick<WithdrawalFlowState<unknown, unknown>, 'amount' | 'sendMax'>,
  max: Big,
): Big {
  if (state.sendMax) return max;
  return new Big(state.amount === '' || state.amount === '.' ? '0' : state.amount);
}
