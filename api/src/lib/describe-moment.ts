const sydneyClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A moment as the app shows it, on the Sydney clock: '3:47pm on 23/11/2026 (Sydney time)'. */
export function describeMoment(at: Date): string {
  const parts = Object.fromEntries(sydneyClock.formatToParts(at).map((p) => [p.type, p.value]));
  const period = (parts.dayPeriod ?? '').toLowerCase();
  return `${parts.hour}:${parts.minute}${period} on ${parts.day}/${parts.month}/${parts.year} (Sydney time)`;
}
