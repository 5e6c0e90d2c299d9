import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart-path';

describe('chartGeometry', () => {
  it('puts the highest price at the top and the lowest at the bottom', () => {
    const chart = chartGeometry(['10', '30', '20'], 100, 50);
    expect(chart?.line).toBe('M0.00,50.00L50.00,0.00L100.00,25.00');
    expect(chart?.low).toBe('10');
    expect(chart?.high).toBe('30');
  });

  it('draws a flat market across the middle', () => {
    expect(chartGeometry(['5', '5'], 10, 10)?.line).toBe('M0.00,5.00L10.00,5.00');
  });

  it('needs two prices to draw a line', () => {
    expect(chartGeometry(['5'], 10, 10)).toBeNull();
  });
});
