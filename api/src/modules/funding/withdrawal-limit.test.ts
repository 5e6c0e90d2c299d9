import { describe, expect, it } from 'vitest';
import { startOfSydneyDay } from './withdrawal-limit.js';

describe('startOfSydneyDay: the daily limit rolls over at midnight in Sydney', () => {
  it.each([
    ['winter (AEST, +10)', '2024-07-01T03:00:00Z', '2024-06-30T14:00:00.000Z'],
    ['at midnight itself', '2024-06-30T14:00:00Z', '2024-06-30T14:00:00.000Z'],
    ['a second before midnight', '2024-06-30T13:59:59Z', '2024-06-29T14:00:00.000Z'],
    ['summer (AEDT, +11)', '2025-01-15T12:30:00Z', '2025-01-14T13:00:00.000Z'],
    ['the day clocks go forward', '2024-10-06T05:00:00Z', '2024-10-05T14:00:00.000Z'],
    ['the day clocks go back', '2025-04-06T06:00:00Z', '2025-04-05T13:00:00.000Z'],
  ])('%s: %s → %s', (_case, now, expected) => {
    expect(startOfSydneyDay(new Date(now)).toISOString()).toBe(expected);
  });
});
