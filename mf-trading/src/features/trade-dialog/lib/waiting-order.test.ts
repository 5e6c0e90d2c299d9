import { describe, expect, it } from 'vitest';
import {
  aboutFill,
  EMPTY_WAITING_ORDER,
  stopKind,
  waitingOrderReducer,
  waitingOrderRequest,
} from './waiting-order';

const typed = (fields: Partial<typeof EMPTY_WAITING_ORDER>) => ({
  ...EMPTY_WAITING_ORDER,
  ...fields,
});

describe('the waiting order tabs', () => {
  it('keeps what is typed, trimmed, and the side across a reset', () => {
    let state = waitingOrderReducer(EMPTY_WAITING_ORDER, { type: 'side', side: 'sell' });
    state = waitingOrderReducer(state, { type: 'field', field: 'amount', value: ' 0.5 ' });
    expect(state).toMatchObject({ side: 'sell', amount: '0.5' });
    expect(waitingOrderReducer(state, { type: 'reset' })).toEqual({
      ...EMPTY_WAITING_ORDER,
      side: 'sell',
    });
  });

  it('makes a limit request only once amount and limit are there', () => {
    expect(waitingOrderRequest('limit', 'btc', typed({ amount: '500' }))).toBeNull();
    expect(
      waitingOrderRequest('limit', 'btc', typed({ amount: '500', limitPrice: '180000' })),
    ).toEqual({
      assetId: 'btc',
      kind: 'limit',
      side: 'buy',
      amount: '500',
      limitPrice: '180000',
    });
  });

  it('makes a stop-loss, a take-profit or the pair from the triggers typed', () => {
    expect(stopKind(typed({ stopPrice: '90' }))).toBe('stop_loss');
    expect(stopKind(typed({ takeProfitPrice: '120' }))).toBe('take_profit');
    expect(stopKind(typed({ stopPrice: '90', takeProfitPrice: '120' }))).toBe('oco');
    const pair = waitingOrderRequest(
      'stop',
      'eth',
      typed({ amount: '1', stopPrice: '90', takeProfitPrice: '120' }),
    );
    expect(pair).toMatchObject({ kind: 'oco', side: 'sell', stopPrice: '90', limitPrice: '120' });
    expect(waitingOrderRequest('stop', 'eth', typed({ amount: '1' }))).toBeNull();
  });

  it('says about what a fill at the price gives, with the fee and the spread', () => {
    const sell = aboutFill('sell', '1', '1000', '0.6', '0.5');
    expect(sell?.receive.toFixed(2)).toBe('994.04');
    expect(sell?.fee.toFixed(2)).toBe('5.96');
    expect(sell?.spread.toFixed(2)).toBe('5.03');
    const buy = aboutFill('buy', '1006', '1000', '0.6', '0.5');
    expect(buy?.receive.toFixed(4)).toBe('1.0000');
    expect(aboutFill('buy', '', '1000')).toBeNull();
    expect(aboutFill('buy', '10', '0')).toBeNull();
  });
});
