import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { aud } from '@/testing/amounts';
import { checkPlanAmount, planSummary, startAtFrom } from './recurring-plan';

describe('recurring buy plans', () => {
  const btc = assetFixture();

  it('reads a plan in words', () => {
    expect(
      planSummary({
        planId: 'p1',
        asset: { assetId: 'btc', symbol: 'BTC', name: 'Bitcoin' },
        amount: aud('50'),
        frequency: 'weekly',
        status: 'active',
        nextRunAt: null,
        lastRunAt: null,
        lastResult: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toBe('$50.00 of Bitcoin, weekly');
  });

  it('holds the amount to the buy limits every run will meet', () => {
    expect(checkPlanAmount('', btc)).toBe('Enter an amount in AUD');
    expect(checkPlanAmount('5', btc)).toBe('The amount entered is below the minimum allowed');
    expect(checkPlanAmount('300000', btc)).toBe('The amount entered is above the maximum allowed');
    expect(checkPlanAmount('50', btc)).toBeNull();
  });

  it('starts now unless a future day is picked', () => {
    expect(startAtFrom('')).toBeUndefined();
    expect(startAtFrom('2000-01-01')).toBeUndefined();
    expect(startAtFrom('2999-01-02')).toBe(new Date(2999, 0, 2).toISOString());
  });
});
