/**
 * Calendar rules of the Australian tax report, on Sydney wall-clock dates: the financial year
 * runs 1 July to 30 June, and the CGT discount needs the asset held for at least 12 months,
 * not counting the day it was acquired nor the day it was disposed of.
 */
export const TAX_TIME_ZONE = 'Australia/Sydney';

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const offsetFormat = new Intl.DateTimeFormat('en-AU', {
  timeZone: TAX_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/**
 * Sydney changes its clocks on a whole UTC hour (15:00 or 16:00 UTC), so the offset is one
 * per UTC hour: cached, a report of thousands of rows asks Intl once per distinct hour
 * instead of twice per row (Intl's formatToParts is by far the slowest step otherwise).
 */
const offsetByHour = new Map<number, number>();
const HOUR_MS = 3_600_000;
function hourOffset(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 200_000) offsetByHour.clear();
    offset = sydneyOffsetMinutes(new Date(hour * HOUR_MS));
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** Most UTC days have one offset throughout: the first and last hour agree, then any hour does. */
function cachedOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  const first = hour - (((hour % 24) + 24) % 24);
  const start = hourOffset(first);
  return start === hourOffset(first + 23) ? start : hourOffset(hour);
}

function parts(at: Date): Record<string, number> {
  const local = new Date(at.getTime() + cachedOffsetMinutes(at) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** The Sydney calendar day an instant falls on. */
export function sydneyDate(at: Date): CalendarDate {
  const { year = 0, month = 0, day = 0 } = parts(at);
  return { year, month, day };
}

/** Minutes Sydney is ahead of UTC at an instant (600 in winter, 660 in daylight time). */
function sydneyOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The instant a Sydney calendar day begins (Sydney changes clocks at 2 or 3 am, never at 0). */
export function startOfSydneyDay(date: CalendarDate): Date {
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  const guess = new Date(utcMidnight - sydneyOffsetMinutes(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - sydneyOffsetMinutes(guess) * 60_000);
}

/** FY2026 = 1 July 2025 00:00 up to (not including) 1 July 2026 00:00, Sydney time. */
export function financialYearBounds(financialYear: number): { start: Date; end: Date } {
  return {
    start: startOfSydneyDay({ year: financialYear - 1, month: 7, day: 1 }),
    end: startOfSydneyDay({ year: financialYear, month: 7, day: 1 }),
  };
}

/** The financial year an instant belongs to (FY2026 for any day from 1 July 2025). */
export function financialYearOf(at: Date): number {
  const { year, month } = sydneyDate(at);
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
  const acquired = sydneyDate(acquiredAt);
  const year = acquired.year + 1;
  const anniversary = {
    year,
    month: acquired.month,
    day: Math.min(acquired.day, daysInMonth(year, acquired.month)),
  };
  return compareDates(sydneyDate(disposedAt), anniversary) > 0;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY in Sydney. */
export function formatSydneyDate(at: Date): string {
  const { year, month, day } = sydneyDate(at);
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** DD/MM/YYYY h:mma in Sydney, as every screen shows a time: `3:47pm`. */
export function formatSydneyDateTime(at: Date): string {
  const { hour = 0, minute = 0 } = parts(at);
  const marker = hour < 12 ? 'am' : 'pm';
  return `${formatSydneyDate(at)} ${hour % 12 || 12}:${pad(minute)}${marker}`;
}
