/**
 * Wattle shows every date and time on the Sydney clock, whatever the browser's zone or locale:
 * it is the clock the tax report, the daily withdrawal limit and support use, so a time on a
 * screen matches the same time in a statement or an e-mail.
 */
export const DISPLAY_TIME_ZONE = 'Australia/Sydney';

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

const offsetName = new Intl.DateTimeFormat('en-AU', {
  timeZone: DISPLAY_TIME_ZONE,
  timeZoneName: 'longOffset',
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

/** `07/03/2026 3:47pm`. */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

/** Minutes Sydney is ahead of UTC at an instant: 600 in winter, 660 in daylight time. */
function sydneyOffsetMinutes(at: Date): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(partsOf(offsetName, at).timeZoneName ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a calendar day (a date a customer picked, as UTC midnight of that day) begins in
 * Sydney. Sydney changes its clocks at 2 or 3 am, never at midnight, so two guesses suffice.
 */
export function startOfSydneyDay(day: Date): Date {
  const utcMidnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const guess = new Date(utcMidnight - sydneyOffsetMinutes(new Date(utcMidnight)) * 60_000);
  return new Date(utcMidnight - sydneyOffsetMinutes(guess) * 60_000);
}
