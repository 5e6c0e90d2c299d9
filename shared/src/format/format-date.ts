import { SYDNEY_TIME_ZONE, sydneyDayStart } from '../contracts/sydney-time.js';

/**
 * Wattle shows every date and time on the Sydney clock, whatever the browser's zone or locale:
 * it is the clock the tax report, the daily withdrawal limit and support use, so a time on a
 * screen matches the same time in a statement or an e-mail.
 */
export const DISPLAY_TIME_ZONE = SYDNEY_TIME_ZONE;

const dateParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const timeParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
});

const timeWithSecondsParts = new Intl.DateTimeFormat('en-AU', {
  timeZone: DISPLAY_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h12',
});

function partsOf(format: Intl.DateTimeFormat, at: Date): Partial<Record<string, string>> {
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

/** Dates read DD/MM/YYYY (`07/03/2026`): docs/decisions/sydney-clock.md. */
export function formatDate(iso: string): string {
  const { day, month, year } = partsOf(dateParts, new Date(iso));
  return `${day}/${month}/${year}`;
}

/** Times read 12-hour with am/pm: `3:47pm`, `9:05am`. */
export function formatTime(iso: string): string {
  const { hour, minute, dayPeriod = '' } = partsOf(timeParts, new Date(iso));
  return `${hour}:${minute}${dayPeriod.toLowerCase()}`;
}

/** To the second, for a figure that changes by the second (a quote's price): `3:41:07pm`. */
export function formatTimeWithSeconds(iso: string): string {
  const { hour, minute, second, dayPeriod = '' } = partsOf(timeWithSecondsParts, new Date(iso));
  return `${hour}:${minute}:${second}${dayPeriod.toLowerCase()}`;
}

/** `07/03/2026 3:47pm`. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

/** The instant a calendar day a customer picked (as UTC midnight of that day) begins in Sydney. */
export function startOfSydneyDay(day: Date): Date {
  return sydneyDayStart({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
  });
}
