import { describe, expect, it } from 'vitest';
import {
  fromDisplayDate,
  PICKER_END_MONTH,
  PICKER_START_MONTH,
  toDisplayDate,
} from './display-date';

describe('display dates for the picker', () => {
  it('writes a picked day as DD/MM/YYYY', () => {
    expect(toDisplayDate(new Date(1985, 2, 5))).toBe('05/03/1985');
    expect(toDisplayDate(new Date(2050, 11, 31))).toBe('31/12/2050');
  });

  it('reads DD/MM/YYYY back as the same calendar day, and nothing for a non-date', () => {
    const day = fromDisplayDate('29/02/2024');
    expect(day && toDisplayDate(day)).toBe('29/02/2024');
    expect(fromDisplayDate('31/02/2024')).toBeUndefined();
    expect(fromDisplayDate('15/03')).toBeUndefined();
  });

  it('offers months from January 1940 to December 2050', () => {
    expect(PICKER_START_MONTH.getFullYear()).toBe(1940);
    expect(PICKER_START_MONTH.getMonth()).toBe(0);
    expect(PICKER_END_MONTH.getFullYear()).toBe(2050);
    expect(PICKER_END_MONTH.getMonth()).toBe(11);
  });
});
