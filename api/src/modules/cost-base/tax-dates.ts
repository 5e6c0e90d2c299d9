import {
  SYDNEY_TIME_ZONE,
  sydneyClock,
  sydneyDayStart,
  type CalendarDate,
} from '@wattle/shared/contracts';

/**
 * Calendar rules of the Australian tax report, on Sydney wall-clock dates: the financial year
 * runs 1 July to 30 June, and the CGT discount needs the asset held for at least 12 months,
 * not counting the day it was acquired nor the day it was disposed of.
 */
export const TAX_TIME_ZONE = SYDNEY_TIME_ZONE;

/** FY2026 = 1 July 2025 00:00 up to (not including) 1 July 2026 00:00, Sydney time. */
export function financialYearBounds(financialYear: number): { start: Date; end: Date } {
  return {
    start: sydneyDayStart({ year: financialYear - 1, month: 7, day: 1 }),
    end: sydneyDayStart({ year: financialYear, month: 7, day: 1 }),
  };
}

/** The financial year an instant belongs to (FY2026 for any day from 1 July 2025). */
export function financialYearOf(at: Date): number {
  const { year, month } = sydneyClock(at);
  return month >= 7 ? year + 1 : year;
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

const compareDates = (a: CalendarDate, b: CalendarDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Australian CGT discount test: acquired at least 12 months before the disposal, excluding the
 * day of acquisition and the day of disposal. Acquired 1 July 2024: disposals from 2 July 2025
 * qualify, 1 July 2025 does not. A 29 February acquisition's anniversary is 28 February.
 */
export function heldOverTwelveMonths(acquiredAt: Date, disposedAt: Date): boolean {
  return compareDates(sydneyClock(disposedAt), anniversaryOf(acquiredAt)) > 0;
}

function anniversaryOf(acquiredAt: Date): CalendarDate {
  const acquired = sydneyClock(acquiredAt);
  const year = acquired.year + 1;
  return {
    year,
    month: acquired.month,
    day: Math.min(acquired.day, daysInMonth(year, acquired.month)),
  };
}

/**
 * The first Sydney day on which a disposal of a parcel acquired at `acquiredAt` is held over
 * 12 months: the day after its anniversary (acquired 1 July 2024: 2 July 2025).
 */
export function discountEligibleFrom(acquiredAt: Date): CalendarDate {
  const { year, month, day } = anniversaryOf(acquiredAt);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** A calendar date as `YYYY-MM-DD`. */
export const isoDate = ({ year, month, day }: CalendarDate) => `${year}-${pad(month)}-${pad(day)}`;

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY in Sydney. */
export function formatSydneyDate(at: Date): string {
  const { year, month, day } = sydneyClock(at);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** DD/MM/YYYY h:mma in Sydney, as every screen shows a time: `3:47pm`. */
export function formatSydneyDateTime(at: Date): string {
  const { hour, minute } = sydneyClock(at);
  const marker = hour < 12 ? 'am' : 'pm';
  return `${formatSydneyDate(at)} ${hour % 12 || 12}:${pad(minute)}${marker}`;
}
