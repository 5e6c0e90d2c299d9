import { describe, expect, it } from 'vitest';
import { donutSlices } from './donut';

describe('the bucket composition donut', () => {
  it('draws one slice per asset, starting at the top', () => {
    const slices = donutSlices([
      { label: 'BTC', percentage: '50' },
      { label: 'ETH', percentage: '30' },
      { label: 'SOL', percentage: '20' },
    ]);
    expect(slices).toHaveLength(3);
    expect(slices[0]?.path.startsWith('M 50.000 2.000')).toBe(true);
    // Half the ring ends at the bottom.
    expect(slices[0]?.path).toContain('50.000 98.000');
  });

  it('draws a single asset as an almost-closed ring, and nothing without shares', () => {
    expect(donutSlices([{ label: 'BTC', percentage: '100' }])[0]?.path).toContain('A 48 48 0 1 1');
    expect(donutSlices([])).toEqual([]);
  });
});
