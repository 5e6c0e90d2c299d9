/**
 * A publication date (YYYY-MM-DD, a calendar date with no clock or zone) shown as
 * DD/MM/YYYY. Pure string work: the same text on the build machine and in every browser,
 * whatever its time zone, so a prerendered page never differs from the live one.
 */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
