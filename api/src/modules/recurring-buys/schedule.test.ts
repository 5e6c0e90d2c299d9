import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './schedule.js';

const at = (iso: string) => new Date(iso);

describe('nextRunAfter', () => {
  it('steps daily, weekly and fortnightly', () => {
    expect(nextRunAfter(at('2026-03-01T09:00:00Z'), 'daily').toISOString()).toBe(
      '2026-03-02T09:00:00.000Z',
    );
    expect(nextRunAfter(at('2026-03-01T09:00:00Z'), 'weekly').toISOString()).toBe(
      '2026-03-08T09:00:00.000Z',
    );
    expect(nextRunAfter(at('2026-03-01T09:00:00Z'), 'fortnightly').toISOString()).toBe(
      '2026-03-15T09:00:00.000Z',
    );
  });

  it('keeps the day of the month, clamping to short months', () => {
    expect(nextRunAfter(at('2026-01-31T09:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(nextRunAfter(at('2026-02-28T09:00:00Z'), 'monthly', 31).toISOString()).toBe(
      '2026-03-31T09:00:00.000Z',
    );
    expect(nextRunAfter(at('2026-12-15T09:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-15T09:00:00.000Z',
    );
  });
});
