import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date.js';

describe('dates and times of spec §9', () => {
  // Local-time constructors keep the test independent of the machine's time zone.
  const afternoon = new Date(2026, 2, 7, 14, 5).toISOString();
  const morning = new Date(2026, 10, 21, 9, 30).toISOString();

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate(afternoon)).toBe('07/03/2026');
    expect(formatDate(morning)).toBe('21/11/2026');
  });

  it('shows times as HH:mma', () => {
    expect(formatTime(afternoon)).toBe('14:05pm');
    expect(formatTime(morning)).toBe('09:30am');
    expect(formatDateTime(morning)).toBe('21/11/2026 09:30am');
  });
});
