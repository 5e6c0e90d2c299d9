import { describe, expect, it } from 'vitest';
import { tryAgainWhen } from './try-again-when.js';

// 02:00 UTC on 6 December 2026 is 1:00 pm in Sydney (daylight time, UTC+11).
const now = new Date('2026-12-06T02:00:00Z');
const MINUTE = 60_000;

describe('tryAgainWhen', () => {
  it('says a wait of up to an hour in minutes, rounded up, never "minute(s)"', () => {
    expect(tryAgainWhen(1, now)).toBe('in 1 minute');
    expect(tryAgainWhen(30 * MINUTE + 1, now)).toBe('in 31 minutes');
    expect(tryAgainWhen(60 * MINUTE, now)).toBe('in 60 minutes');
  });

  it('says a longer wait as the time on Sydney’s clock', () => {
    expect(tryAgainWhen(75 * MINUTE, now)).toBe('at 2:15 pm');
    expect(tryAgainWhen(75 * MINUTE - 20_000, now)).toBe('at 2:15 pm');
  });

  it('names tomorrow, or the day, when the time is not today in Sydney', () => {
    expect(tryAgainWhen(12 * 60 * MINUTE, now)).toBe('at 1:00 am tomorrow');
    expect(tryAgainWhen(3 * 24 * 60 * MINUTE, now)).toBe('at 1:00 pm on Wednesday 9 December');
  });
});
