import { tzOffset } from '@date-fns/tz';

/**
 * Wattle keeps one clock, Sydney's, whatever the browser's or the server's zone: the dates on
 * screen, the daily withdrawal limit, the tax report's financial year and the support console
 * all read it, so a time on a screen matches the same time in a statement or an e-mail. The
 * zone rules come from the runtime's time-zone data through @date-fns/tz.
 */
export const SYDNEY_TIME_ZONE = 'Australia/Sydney';

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** A reading of Sydney's wall clock. */
export interface SydneyTime extends CalendarDate {
  /** 0 to 23. */
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;
const offsetByHour = new Map<number, number>();

function hourOffset(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 200_000) offsetByHour.clear();
    offset = tzOffset(SYDNEY_TIME_ZONE, new Date(hour * HOUR_MS));
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/**
 * Minutes Sydney is ahead of UTC at an instant: 600 in winter, 660 in daylight time. Sydney
 * changes its clocks on a whole UTC hour, so the offset is read once per UTC hour and kept;
 * most UTC days have one offset throughout (their first and last hour agree), so a tax report
 * of thousands of rows asks the time-zone data about twice per day it covers.
 */
export function sydneyOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  const first = hour - (((hour % 24) + 24) % 24);
  const start = hourOffset(first);
  return start === hourOffset(first + 23) ? start : hourOffset(hour);
}

/** What Sydney's wall clock reads at an instant (its calendar day, hour and minute). */
export function sydneyClock(at: Date): SydneyTime {
  const wall = new Date(at.getTime() + sydneyOffsetMinutes(at) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The instant a Sydney calendar day begins. Sydney changes its clocks at 2 or 3 am, never at
 * midnight, so midnight's offset is the one in force a moment after it: two readings suffice.
 */
export function sydneyDayStart(date: CalendarDate): Date {
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  const guess = new Date(utcMidnight - sydneyOffsetMinutes(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - sydneyOffsetMinutes(guess) * 60_000);
}
