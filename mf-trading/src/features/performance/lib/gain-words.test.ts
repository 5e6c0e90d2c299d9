import { makeAmount } from '@wattle/shared';
import { describe, expect, it } from 'vitest';
import { calendarDate, gainWords } from './gain-words';

const aud = (cents: bigint) => makeAmount(cents * 10n ** 16n, 18, 'AUD');

describe('gainWords', () => {
  it('spells the direction out and drops the minus', () => {
    expect(gainWords(aud(12_345n), '4.1')).toBe('up $123.45 (4.1 %)');
    expect(gainWords(aud(-160n), '-1.6')).toBe('down $1.60 (1.6 %)');
    expect(gainWords(aud(500n), null)).toBe('up $5.00');
    expect(gainWords(aud(0n), '0.0')).toBe('even');
    expect(gainWords(null, null)).toBe('no price right now');
  });

  it('reads a calendar date day first', () => {
    expect(calendarDate('2027-03-11')).toBe('11/03/2027');
  });
});
