import { NEAR_HIGH_PERCENT } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { isNearHigh } from './near-high';

describe('the near-the-high warning rule', () => {
  it('warns within 3 % of the 30-day high, inclusive', () => {
    expect(NEAR_HIGH_PERCENT).toBe(3);
    expect(isNearHigh('97', '100')).toBe(true);
    expect(isNearHigh('100.5', '100')).toBe(true);
    expect(isNearHigh('96.99', '100')).toBe(false);
  });

  it('never warns without a real high', () => {
    expect(isNearHigh('1', '0')).toBe(false);
  });
});
