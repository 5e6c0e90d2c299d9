import {
  NEAR_HIGH_MIN_RISE_PERCENT,
  NEAR_HIGH_MIN_VOLATILITY_PERCENT,
  NEAR_HIGH_PERCENT,
} from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { nearHighSignal, volatilityPercent } from './near-high';

/** 30 closes from `start` to `end`, with a wobble of `wobble` either side. */
const series = (start: number, end: number, wobble = 0) =>
  Array.from({ length: 30 }, (_, day) => {
    const trend = start + ((end - start) * day) / 29;
    return String(trend + (day % 2 === 0 ? wobble : -wobble));
  });

const high = (closes: string[]) => String(Math.max(...closes.map(Number)));

describe('the near-the-high warning rule', () => {
  it('states its thresholds', () => {
    expect([
      NEAR_HIGH_PERCENT,
      NEAR_HIGH_MIN_RISE_PERCENT,
      NEAR_HIGH_MIN_VOLATILITY_PERCENT,
    ]).toEqual([3, 8, 5]);
  });

  it('never warns about a stablecoin on a flat series, though it sits at its high', () => {
    const closes = series(1.0, 1.001, 0.002);
    expect(nearHighSignal({ buyPrice: '1.003', high30d: high(closes), closes })).toBeNull();
  });

  it('warns about a volatile coin that rose fast to its high', () => {
    const closes = series(60_000, 100_000, 2_000);
    const signal = nearHighSignal({ buyPrice: '101000', high30d: high(closes), closes });
    expect(signal).not.toBeNull();
    expect(signal?.risePercent).toBeGreaterThan(50);
    expect(signal?.volatilityPercent).toBeGreaterThan(NEAR_HIGH_MIN_VOLATILITY_PERCENT);
  });

  it('does not warn once the volatile coin has fallen back from its high', () => {
    const closes = series(60_000, 100_000, 2_000);
    expect(nearHighSignal({ buyPrice: '90000', high30d: high(closes), closes })).toBeNull();
  });

  it('does not warn when the coin wobbles but has not risen', () => {
    const closes = series(100, 100, 3);
    expect(nearHighSignal({ buyPrice: '103', high30d: high(closes), closes })).toBeNull();
  });

  it('does not warn about a slow, steady climb with no volatility', () => {
    const closes = series(100, 109, 0);
    const signal = nearHighSignal({ buyPrice: '109', high30d: high(closes), closes });
    expect(volatilityPercent(closes.map(Number))).toBeLessThan(NEAR_HIGH_MIN_VOLATILITY_PERCENT);
    expect(signal).toBeNull();
  });

  it('never warns without a real high or a series', () => {
    expect(nearHighSignal({ buyPrice: '1', high30d: '0', closes: ['1', '1'] })).toBeNull();
    expect(nearHighSignal({ buyPrice: '100', high30d: '100', closes: [] })).toBeNull();
  });
});
