import { formatDateTime, formatTime, TRANSACTION_LABELS } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import {
  bonusGroup,
  bucketGroup,
  buyGroup,
  failedWithdrawalGroup,
  heldDepositGroup,
  sellGroup,
  swapGroup,
} from '@/testing/history-fixtures';
import { groupView, newestFirst, reasonLead } from './group-view';

describe('groupView', () => {
  it('makes the non-AUD leg of a buy the parent, the other legs children, newest first', () => {
    const group = buyGroup();
    const view = groupView(group);
    expect(view.label).toBe('Buy');
    expect(view.title).toBe('BTC');
    expect(view.parent?.type).toBe('trade_in');
    expect(view.parent?.asset.symbol).toBe('BTC');
    expect(view.children.map((leg) => leg.type)).toEqual(['trade_fee', 'spread', 'trade_out']);
    expect(view.amount?.name).toBe('BTC');
    expect(view.status).toBeNull();
  });

  it('makes the coin that left the parent of a sell', () => {
    const view = groupView(sellGroup());
    expect(view.label).toBe('Sell');
    expect(view.parent?.asset.symbol).toBe('ETH');
    expect(view.parent?.type).toBe('trade_out');
    expect(view.children.every((leg) => leg.asset.symbol === 'AUD')).toBe(true);
  });

  it('shows both coins of a swap: the one sent and the one received', () => {
    const view = groupView(swapGroup());
    expect(view.label).toBe('Swap');
    expect(view.title).toBe('BTC → ETH');
    expect(view.coins).toEqual(['BTC', 'ETH']);
    expect(view.parent?.asset.symbol).toBe('ETH');
    expect(view.children.map((leg) => leg.asset.symbol)).toContain('BTC');
  });

  it('groups a bucket order under its name, labelled Buy Bucket, with the AUD it spent', () => {
    const view = groupView(bucketGroup());
    expect(view.label).toBe('Buy Bucket');
    expect(view.title).toBe('Steady');
    expect(view.coins).toEqual(['BTC', 'ETH']);
    expect(view.parent).toBeNull();
    expect(view.children).toHaveLength(4);
    expect(view.amount?.decimalValue).toBe('-100');
  });

  it('names a transfer’s status and keeps its refund as a child', () => {
    const view = groupView(failedWithdrawalGroup());
    expect(view.label).toBe('Withdraw');
    expect(view.status).toBe('Refunded');
    expect(view.parent?.type).toBe('withdrawal');
    expect(view.children.map((leg) => TRANSACTION_LABELS[leg.type])).toEqual(['Refund']);
  });

  it('says a deposit is on hold, with the amount that arrived, as news rather than a failure', () => {
    const group = heldDepositGroup();
    const view = groupView(group);
    expect(view.label).toBe('Deposit');
    expect(view.status).toBe('On hold');
    expect(view.amount?.decimalValue).toBe('150');
    expect(reasonLead(group.status)).toEqual({ lead: 'On hold: ', problem: false });
    expect(reasonLead('returned')).toEqual({ lead: 'Sent back: ', problem: false });
    expect(reasonLead('refunded').problem).toBe(true);
  });

  it('labels a referral payment Bonus', () => {
    const view = groupView(bonusGroup());
    expect(view.label).toBe('Bonus');
    expect(view.parent && TRANSACTION_LABELS[view.parent.type]).toBe('Bonus');
  });

  it('keeps legs of one moment in the API’s order (the later posting first): ids tell none', () => {
    const [a, b] = buyGroup().legs;
    if (!a || !b) throw new Error('fixture');
    const same = { ...b, createdAt: a.createdAt };
    for (const legs of [
      [same, a],
      [a, same],
    ]) {
      expect(newestFirst(legs).map((leg) => leg.transactionId)).toEqual(
        legs.map((leg) => leg.transactionId),
      );
    }
    const later = { ...a, createdAt: new Date(Date.parse(a.createdAt) + 1000).toISOString() };
    expect(newestFirst([same, later])).toEqual([later, same]);
  });
});

describe('labels and times', () => {
  it('uses the history labels', () => {
    expect(TRANSACTION_LABELS).toEqual({
      deposit: 'Deposit',
      withdrawal: 'Withdraw',
      trade_out: 'Debit',
      trade_in: 'Credit',
      trade_fee: 'Fee',
      referral: 'Bonus',
      spread: 'Spread',
      revert: 'Revert',
      refund: 'Refund',
      order_hold: 'Held for order',
    });
  });

  it('reads times as 3:39pm on the Sydney clock, never 15:39pm', () => {
    // 04:39 UTC on 4 March is 3:39pm in Sydney (daylight time, UTC+11).
    expect(formatTime('2026-03-04T04:39:00.000Z')).toBe('3:39pm');
    expect(formatDateTime('2026-03-04T04:39:00.000Z')).toBe('04/03/2026 3:39pm');
    expect(formatTime('2026-06-30T23:05:00.000Z')).toBe('9:05am');
  });
});
