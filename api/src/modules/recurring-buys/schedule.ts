export type Frequency = 'daily' | 'weekly' | 'fortnightly' | 'monthly';

const DAY_MS = 86_400_000;

/**
 * The run after `from`. Monthly keeps the day of the month where it can (31 January →
 * 28 or 29 February → 31 March stays anchored to the first run's day).
 */
export function nextRunAfter(
  from: Date,
  frequency: Frequency,
  anchorDay = from.getUTCDate(),
): Date {
  switch (frequency) {
    case 'daily':
      return new Date(from.getTime() + DAY_MS);
    case 'weekly':
      return new Date(from.getTime() + 7 * DAY_MS);
    case 'fortnightly':
      return new Date(from.getTime() + 14 * DAY_MS);
    case 'monthly': {
      const year = from.getUTCFullYear();
      const month = from.getUTCMonth() + 1;
      const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      return new Date(
        Date.UTC(
          year,
          month,
          Math.min(anchorDay, lastDay),
          from.getUTCHours(),
          from.getUTCMinutes(),
          from.getUTCSeconds(),
        ),
      );
    }
  }
}
