import type { OrderQuote, OrderResult } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { orderResultFixture, quoteFixture } from '@/testing/trade-fixtures';
import {
  initialTradeState,
  stepOf,
  tradeDialogReducer,
  type HeldQuote,
  type TradeDialogAction,
  type TradeDialogState,
} from './dialog-state';

const held = (quote: OrderQuote = quoteFixture()): HeldQuote => ({
  quote,
  request: { cryptoAssetId: 'btc', orderAmount: '100', orderType: 'buy', type: 'PREVIEW' },
});
const run = (...actions: TradeDialogAction[]) =>
  actions.reduce<TradeDialogState>(tradeDialogReducer, initialTradeState('buy'));
const order: OrderResult = orderResultFixture();

describe('the trade dialog state machine', () => {
  it('derives the step: ERROR, ENTRY, CONFIRM, SUCCESS', () => {
    expect(stepOf({ errorMessage: null, held: null, order: null })).toBe('ENTRY');
    expect(stepOf({ errorMessage: null, held: held(), order: null })).toBe('CONFIRM');
    expect(stepOf({ errorMessage: null, held: held(), order })).toBe('SUCCESS');
    expect(stepOf({ errorMessage: 'x', held: held(), order })).toBe('ERROR');
    expect(stepOf({ errorMessage: 'x', held: null, order: null })).toBe('ERROR');
  });

  it('moves from ENTRY to CONFIRM with a preview quote, and locks briefly', () => {
    const state = run({ type: 'amount', amount: '100' }, { type: 'started', busy: 'preview' });
    expect(state.busy).toBe('preview');
    const quoted = tradeDialogReducer(state, { type: 'quoted', held: held() });
    expect(stepOf(quoted)).toBe('CONFIRM');
    expect(quoted.busy).toBeNull();
    expect(quoted.locked).toBe(true);
    expect(tradeDialogReducer(quoted, { type: 'unlocked' }).locked).toBe(false);
  });

  it('goes back to ENTRY and clears the quote, keeping the amount', () => {
    const state = run(
      { type: 'amount', amount: '100' },
      { type: 'quoted', held: held() },
      {
        type: 'back',
      },
    );
    expect(stepOf(state)).toBe('ENTRY');
    expect(state.held).toBeNull();
    expect(state.amount).toBe('100');
  });

  it('reaches SUCCESS when the submitted order returns', () => {
    const state = run(
      { type: 'quoted', held: held() },
      { type: 'started', busy: 'confirm' },
      {
        type: 'executed',
        order,
        held: held(),
      },
    );
    expect(stepOf(state)).toBe('SUCCESS');
  });

  it('reaches SUCCESS straight from ENTRY with 1-Click, which sets the quote last', () => {
    const state = run(
      { type: 'started', busy: 'one-click' },
      { type: 'executed', order, held: held() },
    );
    expect(stepOf(state)).toBe('SUCCESS');
    expect(state.held).not.toBeNull();
  });

  it('goes to ERROR from any step when an error message is set', () => {
    expect(stepOf(run({ type: 'failed', message: 'boom' }))).toBe('ERROR');
    expect(stepOf(run({ type: 'quoted', held: held() }, { type: 'failed', message: 'x' }))).toBe(
      'ERROR',
    );
  });

  it('replaces the quote on refresh only while reviewing', () => {
    const fresh = held(quoteFixture({ quoteId: 'q-2' }));
    const reviewing = run({ type: 'quoted', held: held() });
    expect(
      tradeDialogReducer(reviewing, { type: 'refreshed', held: fresh }).held?.quote.quoteId,
    ).toBe('q-2');
    const submitting = tradeDialogReducer(reviewing, { type: 'started', busy: 'confirm' });
    expect(
      tradeDialogReducer(submitting, { type: 'refreshed', held: fresh }).held?.quote.quoteId,
    ).toBe('q-1');
    const backAgain = tradeDialogReducer(reviewing, { type: 'back' });
    expect(tradeDialogReducer(backAgain, { type: 'refreshed', held: fresh }).held).toBeNull();
  });

  it('changes direction only on the entry step, clearing the amount', () => {
    const state = run({ type: 'amount', amount: '5' }, { type: 'direction', direction: 'sell' });
    expect(state.direction).toBe('sell');
    expect(state.amount).toBe('');
    const reviewing = run(
      { type: 'quoted', held: held() },
      { type: 'direction', direction: 'sell' },
    );
    expect(reviewing.direction).toBe('buy');
  });
});
