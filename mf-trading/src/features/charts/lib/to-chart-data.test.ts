import { describe, expect, it } from 'vitest';
import { aud } from '@/testing/amounts';
import { toCandles, toValueLine } from './to-chart-data';

const candle = (at: string, close: string) => ({ at, open: '1', high: '3', low: '0.5', close });

describe('chart data', () => {
  it('turns candles into ascending chart points in seconds', () => {
    const points = toCandles({
      candles: [candle('2026-01-01T00:15:00.000Z', '2'), candle('2026-01-01T00:00:00.000Z', '1.5')],
    });
    expect(points.map((point) => point.time)).toEqual([1767225600, 1767226500]);
    expect(points[1]).toMatchObject({ open: 1, high: 3, low: 0.5, close: 2 });
  });

  it('keeps one point per second for the portfolio value', () => {
    const points = toValueLine([
      { at: '2026-01-01T00:00:00.000Z', value: aud('10') },
      { at: '2026-01-01T00:00:00.000Z', value: aud('12.5') },
    ]);
    expect(points).toEqual([{ time: 1767225600, value: 12.5 }]);
  });
});
