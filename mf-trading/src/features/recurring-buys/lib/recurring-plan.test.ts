import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { aud } from '@/testing/amounts';
import { checkPlanAmount, checkStartDate, planSummary, startAtFrom } from './recurring-plan';

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
    expect(checkPlanAmount('5', btc)).toBe('The minimum buy is $10.00');
    expect(checkPlanAmount('300000', btc)).toBe('The amount entered is above the maximum allowed');
    expect(checkPlanAmount('50', btc)).toBeNull();
  });

  it('starts now unless a future day is typed, at midnight in Sydney', () => {
    expect(startAtFrom('')).toBeUndefined();
    expect(startAtFrom('01/01/2000')).toBeUndefined();
    // 2 January, not 1 February: the day comes first whatever the browser's locale.
    expect(startAtFrom('02/01/2099')).toBe('2099-01-01T13:00:00.000Z');
  });

  it('asks for DD/MM/YYYY when the start date is not a date', () => {
    expect(checkStartDate('')).toBeNull();
    expect(checkStartDate('02/01/2099')).toBeNull();
    expect(checkStartDate('2099-01-02')).toBe('Enter the date as DD/MM/YYYY, e.g. 07/03/2030');
    expect(checkStartDate('31/02/2099')).toBe('Enter the date as DD/MM/YYYY, e.g. 07/03/2030');
  });
});
