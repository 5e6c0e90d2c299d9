import { Big, makeAmount, type Transfer } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import {
  enteredAmount,
  initialWithdrawalFlow,
  withdrawalFlowReducer,
  type WithdrawalFlowAction,
  type WithdrawalFlowState,
} from './withdrawal-flow';

interface Fields {
  symbol: string;
  address: string;
}
type Review = { amount: string };
type State = WithdrawalFlowState<Fields, Review>;
type Action = WithdrawalFlowAction<Fields, Review>;

const start = (): State => initialWithdrawalFlow({ symbol: 'BTC', address: '' });
const run = (...actions: Action[]) => actions.reduce<State>(withdrawalFlowReducer, start());

const transfer: Transfer = {
  paymentTransferId: '00000000-0000-4000-8000-000000000001',
  type: 'withdrawal',
  status: 'pending',
  amount: makeAmount(1_000_000n, 8, 'BTC'),
  fee: makeAmount(20_000n, 8, 'BTC'),
  asset: { symbol: 'BTC' },
  method: 'Bitcoin',
  counterparty: 'bc1q…xyz',
  reference: null,
  failureReason: null,
  createdAt: '2026-03-04T04:39:00.000Z',
  updatedAt: '2026-03-04T04:39:00.000Z',
};

describe('the withdrawal flow', () => {
  it('starts on the entry with nothing typed and nothing wrong', () => {
    expect(start()).toEqual({
      step: { name: 'entry' },
      fields: { symbol: 'BTC', address: '' },
      amount: '',
      sendMax: false,
      problem: null,
    });
  });

  it('keeps a problem until the customer changes what it was about', () => {
    const wrong = run({ type: 'checked', problem: 'Enter the amount to withdraw' });
    expect(wrong.problem).toBe('Enter the amount to withdraw');
    expect(wrong.step.name).toBe('entry');
    expect(withdrawalFlowReducer(wrong, { type: 'amount', amount: '0.5' }).problem).toBeNull();
    expect(
      withdrawalFlowReducer(wrong, { type: 'fields', fields: { address: 'bc1q' } }),
    ).toMatchObject({ problem: null, fields: { symbol: 'BTC', address: 'bc1q' } });
    expect(withdrawalFlowReducer(wrong, { type: 'send-max', on: true }).problem).toBeNull();
  });

  it('clears what was typed when send-max goes on or off', () => {
    const typed = run({ type: 'amount', amount: '0.5' });
    expect(withdrawalFlowReducer(typed, { type: 'send-max', on: true })).toMatchObject({
      sendMax: true,
      amount: '',
    });
    const max = run({ type: 'send-max', on: true }, { type: 'send-max', on: false });
    expect(max).toMatchObject({ sendMax: false, amount: '' });
  });

  it('moves to the confirmation with a review, and back to the entry as it was', () => {
    const entered = run(
      { type: 'fields', fields: { address: 'bc1q' } },
      { type: 'amount', amount: '0.5' },
    );
    const confirming = withdrawalFlowReducer(entered, {
      type: 'reviewed',
      review: { amount: '0.5' },
    });
    expect(confirming.step).toEqual({ name: 'confirm', review: { amount: '0.5' } });
    const back = withdrawalFlowReducer(confirming, { type: 'back' });
    expect(back).toEqual({ ...entered, step: { name: 'entry' } });
  });

  it('changes nothing typed while the confirmation shows', () => {
    const confirming = run(
      { type: 'amount', amount: '0.5' },
      { type: 'reviewed', review: { amount: '0.5' } },
    );
    for (const action of [
      { type: 'amount', amount: '9' },
      { type: 'send-max', on: true },
      { type: 'fields', fields: { address: 'other' } },
      { type: 'checked', problem: 'late' },
      { type: 'reviewed', review: { amount: '9' } },
      { type: 'restart', fields: { symbol: 'ETH', address: '' } },
      { type: 'again' },
    ] satisfies Action[]) {
      expect(withdrawalFlowReducer(confirming, action), action.type).toBe(confirming);
    }
  });

  it('shows the transfer once sent, and starts again with the amount cleared', () => {
    const sent = run(
      { type: 'fields', fields: { address: 'bc1q' } },
      { type: 'send-max', on: true },
      { type: 'reviewed', review: { amount: '1' } },
      { type: 'sent', transfer },
    );
    expect(sent.step).toEqual({ name: 'result', transfer });
    expect(withdrawalFlowReducer(sent, { type: 'back' })).toBe(sent);
    expect(withdrawalFlowReducer(sent, { type: 'again' })).toEqual({
      step: { name: 'entry' },
      fields: { symbol: 'BTC', address: 'bc1q' },
      amount: '',
      sendMax: false,
      problem: null,
    });
  });

  it('sends only from the confirmation: a transfer that lands after Back is dropped', () => {
    const back = run({ type: 'reviewed', review: { amount: '1' } }, { type: 'back' });
    expect(withdrawalFlowReducer(back, { type: 'sent', transfer })).toBe(back);
  });

  it('restarts the entry with other fields, forgetting what was typed', () => {
    const restarted = run(
      { type: 'fields', fields: { address: 'bc1q' } },
      { type: 'amount', amount: '0.5' },
      { type: 'checked', problem: 'Too much' },
      { type: 'restart', fields: { symbol: 'ETH', address: '' } },
    );
    expect(restarted).toEqual(initialWithdrawalFlow({ symbol: 'ETH', address: '' }));
  });

  it('asks for the whole maximum with send-max, else what was typed', () => {
    const max = new Big('1.25');
    expect(enteredAmount({ amount: '', sendMax: true }, max).toFixed()).toBe('1.25');
    expect(enteredAmount({ amount: '0.5', sendMax: false }, max).toFixed()).toBe('0.5');
    expect(enteredAmount({ amount: '', sendMax: false }, max).toFixed()).toBe('0');
    expect(enteredAmount({ amount: '.', sendMax: false }, max).toFixed()).toBe('0');
  });
});
