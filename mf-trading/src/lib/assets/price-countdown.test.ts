import { describe, expect, it } from 'vitest';
import { isDueForRefresh } from './price-countdown';

describe('the price countdown', () => {
  it('is due at or below one tick', () => {
    expect(isDueForRefresh(2, 1000)).toBe(false);
    expect(isDueForRefresh(1, 1000)).toBe(true);
    expect(isDueForRefresh(0, 1000)).toBe(true);
  });
});
