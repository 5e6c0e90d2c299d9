/** "1 hour", "24 hours": the admin-set cool-down as the bank-account texts say it. */
export function hoursInWords(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
