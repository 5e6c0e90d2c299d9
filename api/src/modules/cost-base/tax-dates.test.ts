import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  financialYearOf,
  formatSydneyDate,
  formatSydneyDateTime,
  discountEligibleFrom,
  heldOverTwelveMonths,
  isoDate,
} from './tax-dates.js';

const at = (iso: string) => new Date(iso);

describe('financial years (Australia/Sydney)', () => {
  it('runs FY2026 from 1 July 2025 00:00 to 30 June 2026 24:00 Sydney time (AEST, +10)', () => {
    const { start, end } = financialYearBounds(2026);
    expect(start.toISOString()).toBe('2025-06-30T14:00:00.000Z');
    expect(end.toISOString()).toBe('2026-06-30T14:00:00.000Z');
  });

  it('puts the last minute of 30 June in the old year and midnight 1 July in the new', () => {
    expect(financialYearOf(at('2026-06-30T13:59:59.999Z'))).toBe(2026);
    expect(financialYearOf(at('2026-06-30T14:00:00.000Z'))).toBe(2027);
    expect(financialYearOf(at('2026-01-01T00:00:00.000Z'))).toBe(2026);
  });
});

describe('the 12-month CGT discount test', () => {
  it('excludes the day of acquisition and the day of disposal', () => {
    const acquired = at('2024-07-01T02:00:00+10:00');
    expect(heldOverTwelveMonths(acquired, at('2025-07-01T23:59:00+10:00'))).toBe(false);
    expect(heldOverTwelveMonths(acquired, at('2025-07-02T00:01:00+10:00'))).toBe(true);
    expect(heldOverTwelveMonths(acquired, at('2024-12-25T12:00:00+11:00'))).toBe(false);
  });

  it('counts Sydney calendar days, daylight saving included', () => {
    // 13:30 UTC on 15 January is 00:30 on 16 January in Sydney (AEDT, +11).
    const acquired = at('2024-01-15T13:30:00Z');
    expect(heldOverTwelveMonths(acquired, at('2025-01-16T12:00:00Z'))).toBe(false);
    expect(heldOverTwelveMonths(acquired, at('2025-01-16T13:30:00Z'))).toBe(true);
  });

  it('treats 28 February as the anniversary of 29 February', () => {
    const acquired = at('2024-02-29T12:00:00+11:00');
    expect(heldOverTwelveMonths(acquired, at('2025-02-28T12:00:00+11:00'))).toBe(false);
    expect(heldOverTwelveMonths(acquired, at('2025-03-01T12:00:00+11:00'))).toBe(true);
  });
});

describe('report dates', () => {
  it('prints DD/MM/YYYY and 12-hour times with am/pm on the Sydney clock', () => {
    expect(formatSydneyDate(at('2025-06-30T14:00:00Z'))).toBe('01/07/2025');
    expect(formatSydneyDateTime(at('2025-12-31T13:05:00Z'))).toBe('01/01/2026 12:05am');
    expect(formatSydneyDateTime(at('2026-03-07T04:47:00Z'))).toBe('07/03/2026 3:47pm');
  });
  it('reads the Sydney clock right on both sides of each daylight-saving change', () => {
    const intl = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    // DST starts 04/10/2026 2am (16:00 UTC the day before) and ends 05/04/2026 3am.
    for (const iso of [
      '2026-10-03T15:59:00Z',
      '2026-10-03T16:00:00Z',
      '2026-10-03T13:30:00Z',
      '2026-04-04T15:59:00Z',
      '2026-04-04T16:00:00Z',
      '2026-04-04T13:59:00Z',
    ]) {
      expect(formatSydneyDate(new Date(iso))).toBe(intl.format(new Date(iso)));
    }
    expect(formatSydneyDateTime(new Date('2026-10-03T15:59:00Z'))).toBe('04/10/2026 1:59am');
    expect(formatSydneyDateTime(new Date('2026-10-03T16:00:00Z'))).toBe('04/10/2026 3:00am');
    expect(formatSydneyDateTime(new Date('2026-04-04T15:59:00Z'))).toBe('05/04/2026 2:59am');
    expect(formatSydneyDateTime(new Date('2026-04-04T16:00:00Z'))).toBe('05/04/2026 2:00am');
  });
});

describe('the day a parcel becomes discount eligible', () => {
  it('is the day after the Sydney anniversary, and the 12-month test agrees from that day', () => {
    const acquired = at('2024-07-01T02:00:00+10:00');
    expect(isoDate(discountEligibleFrom(acquired))).toBe('2025-07-02');
    // 23:30 UTC on 30 June is 09:30 on 1 July in Sydney.
    expect(isoDate(discountEligibleFrom(at('2024-06-30T23:30:00Z')))).toBe('2025-07-02');
    expect(isoDate(discountEligibleFrom(at('2024-02-29T12:00:00+11:00')))).toBe('2025-03-01');
    expect(isoDate(discountEligibleFrom(at('2024-12-31T12:00:00+11:00')))).toBe('2026-01-01');
  });
});
