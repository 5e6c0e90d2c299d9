const sydneyTime = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const sydneyDay = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const sydneyDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' });

/** Up to an hour a wait is said as minutes; longer, as the time on Sydney's clock. */
const MINUTES_SAID = 60;

/** '2:15 pm' on Sydney's clock. */
function clockTime(at: Date): string {
  const parts = Object.fromEntries(sydneyTime.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}

/**
 * When a refused person may try again, in words that finish "Try again …"
 * (docs/product/identity.md#rate-limits): "in 1 minute", "in 31 minutes" up to an hour, then
 * "at 2:15 pm" on Sydney's clock, with "tomorrow" or the day when it is not today.
 */
export function tryAgainWhen(waitMs: number, now: Date = new Date()): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (minutes <= MINUTES_SAID) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  // Rounded up to the minute, so "at 2:15 pm" is never a moment too early.
  const at = new Date(Math.ceil((now.getTime() + waitMs) / 60_000) * 60_000);
  const day = (moment: Date) => sydneyDate.format(moment);
  const tomorrow = new Date(now.getTime() + 86_400_000);
  if (day(at) === day(now)) return `at ${clockTime(at)}`;
  if (day(at) === day(tomorrow)) return `at ${clockTime(at)} tomorrow`;
  return `at ${clockTime(at)} on ${sydneyDay.format(at)}`;
}
