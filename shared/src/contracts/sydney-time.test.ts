import { describe, expect, it } from 'vitest';
import { sydneyClock, sydneyDayStart, sydneyOffsetMinutes } from './sydney-time.js';

const at = (iso: string) => new Date(iso);

describe('the Sydney clock', () => {
  it('is 10 hours ahead of UTC in winter and 11 in daylight time', () => {
    expect(sydneyOffsetMinutes(at('2026-07-01T00:00:00Z'))).toBe(600);
    expect(sydneyOffsetMinutes(at('2026-01-01T00:00:00Z'))).toBe(660);
  });

  it('reads the wall clock on both sides of each change', () => {
    // Daylight time starts at 2am on 4 October 2026 (16:00 UTC the day before)…
    expect(sydneyClock(at('2026-10-03T15:59:00Z'))).toEqual({
      year: 2026,
      month: 10,
      day: 4,
      hour: 1,
      minute: 59,
    });
    expect(sydneyClock(at('2026-10-03T16:00:00Z'))).toMatchObject({ day: 4, hour: 3, minute: 0 });
    // …and ends at 3am on 5 April 2026, when 2am comes round again.
    expect(sydneyClock(at('2026-04-04T15:59:00Z'))).toMatchObject({ day: 5, hour: 2, minute: 59 });
    expect(sydneyClock(at('2026-04-04T16:00:00Z'))).toMatchObject({ day: 5, hour: 2, minute: 0 });
  });

  it('starts a calendar day at Sydney midnight, daylight time or not', () => {
    expect(sydneyDayStart({ year: 2025, month: 7, day: 1 }).toISOString()).toBe(
      '2025-06-30T14:00:00.000Z',
    );
    expect(sydneyDayStart({ year: 2026, month: 1, day: 1 }).toISOString()).toBe(
      '2025-12-31T13:00:00.000Z',
    );
    // The days the clocks change: midnight is before the change both times.
    expect(sydneyDayStart({ year: 2026, month: 10, day: 4 }).toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(sydneyDayStart({ year: 2026, month: 4, day: 5 }).toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
  });
});
