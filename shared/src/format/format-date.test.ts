import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime, startOfSydneyDay } from './format-date.js';

describe('dates and times on the Sydney clock', () => {
  // A browser far from Sydney: what the customer sees must not depend on it.
  beforeAll(() => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('runs in a zone other than Sydney', () => {
    expect(new Date('2026-03-07T04:47:00Z').getHours()).toBe(20);
  });

  it('shows 12-hour times with am/pm: 3:47pm, never 15:47pm', () => {
    // 04:47 UTC is 3:47pm in Sydney daylight time (UTC+11).
    expect(formatTime('2026-03-07T04:47:00Z')).toBe('3:47pm');
    expect(formatTime('2026-07-01T23:05:00Z')).toBe('9:05am');
    expect(formatTime('2026-07-01T14:00:00Z')).toBe('12:00am');
    expect(formatTime('2026-07-01T02:30:00Z')).toBe('12:30pm');
  });

  it('shows dates as DD/MM/YYYY on the Sydney calendar', () => {
    expect(formatDate('2026-03-07T04:47:00Z')).toBe('07/03/2026');
    // 14:30 UTC on the 20th is already the 21st in Sydney.
    expect(formatDate('2026-11-20T14:30:00Z')).toBe('21/11/2026');
    expect(formatDateTime('2026-11-20T14:30:00Z')).toBe('21/11/2026 1:30am');
  });

  it('starts a picked day at Sydney midnight, in winter and in daylight time', () => {
    expect(startOfSydneyDay(new Date(Date.UTC(2026, 6, 15))).toISOString()).toBe(
      '2026-07-14T14:00:00.000Z',
    );
    expect(startOfSydneyDay(new Date(Date.UTC(2026, 11, 25))).toISOString()).toBe(
      '2026-12-24T13:00:00.000Z',
    );
    // The first day of daylight time (clocks go forward at 2am on 4 October 2026).
    expect(startOfSydneyDay(new Date(Date.UTC(2026, 9, 4))).toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
  });
});
