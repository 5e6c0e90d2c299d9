import { describe, expect, it } from 'vitest';
import { estimateBuy, estimateSell, estimateSwap } from './estimate';

describe('estimates before a quote', () => {
  it('divides a buy by 1 plus the fee percentage over 100', () => {
    const estimate = estimateBuy('100.60', '100', '0.6');
    expect(estimate.fee.toFixed(2)).toBe('0.60');
    expect(estimate.receive.toFixed(6)).toBe('1.000000');
  });

  it('divides what a sell fetches the same way', () => {
    const estimate = estimateSell('2', '50.3', '0.6');
    expect(estimate.receive.toFixed(2)).toBe('100.00');
    expect(estimate.fee.toFixed(2)).toBe('0.60');
  });

  it('buys the target of a swap with what the sell leaves', () => {
    const estimate = estimateSwap('2', '50.3', '10', '0.6');
    expect(estimate.receive.toFixed(3)).toBe('10.000');
  });
});
