import { describe, expect, it } from 'vitest';
import {
  DATE_PATTERN,
  FLOAT_PATTERN,
  isValidAddressLine,
  NAME_PATTERN,
  normaliseAuMobile,
  OTP_PATTERN,
  PASSPORT_PATTERN,
  parseDisplayDate,
  trimDeep,
} from './patterns.js';

describe('validation patterns', () => {
  it.each([
    ['0412345678', '+61412345678'],
    ['0412 345 678', '+61412345678'],
    ['61412345678', '+61412345678'],
    ['+61412345678', '+61412345678'],
    ['412345678', '+61412345678'],
    ['+61 (412) 345 678', '+61412345678'],
  ])('normalises the AU mobile %s', (input, expected) => {
    expect(normaliseAuMobile(input)).toBe(expected);
  });

  it.each(['0212345678', '041234567', '04123456789', '+1412345678', 'phone', ''])(
    'rejects %j as an AU mobile',
    (input) => {
      expect(normaliseAuMobile(input)).toBeNull();
    },
  );

  it('accepts names of letters with single hyphens or spaces', () => {
    for (const name of ['Ava', 'Mary Jane', 'Lee-Jones', 'Anne Marie-Claire'])
      expect(NAME_PATTERN.test(name)).toBe(true);
    for (const name of ['R2D2', 'Ann  Lee', 'Lee--Jones', '-Ann', 'Ann '])
      expect(NAME_PATTERN.test(name)).toBe(false);
  });

  it('checks OTPs, passports, dates and floats', () => {
    expect(OTP_PATTERN.test('123456')).toBe(true);
    expect(OTP_PATTERN.test('12345a')).toBe(false);
    expect(PASSPORT_PATTERN.test('PA1234567')).toBe(true);
    expect(PASSPORT_PATTERN.test('N1234567')).toBe(true);
    expect(PASSPORT_PATTERN.test('ABC123')).toBe(false);
    expect(PASSPORT_PATTERN.test('pa123')).toBe(false);
    expect(DATE_PATTERN.test('31/12/1999')).toBe(true);
    expect(DATE_PATTERN.test('01/01/1899')).toBe(false);
    expect(DATE_PATTERN.test('1/1/2000')).toBe(false);
    expect(FLOAT_PATTERN.test('12.5')).toBe(true);
    expect(FLOAT_PATTERN.test('12.')).toBe(true);
    expect(FLOAT_PATTERN.test('.5')).toBe(true);
    expect(FLOAT_PATTERN.test('1.2.3')).toBe(false);
  });

  it('parses only real calendar dates', () => {
    expect(parseDisplayDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('31/04/2000')).toBeNull();
  });

  it('wants an address line with a letter or digit and a space, without special characters', () => {
    expect(isValidAddressLine('12 George Street')).toBe(true);
    expect(isValidAddressLine('12George')).toBe(false);
    expect(isValidAddressLine('Unit 4 # 12 George St')).toBe(false);
    expect(isValidAddressLine('12-14 George St')).toBe(true);
    expect(isValidAddressLine('3/12 George St')).toBe(true);
    expect(isValidAddressLine('12 Smith-Jones St')).toBe(true);
    expect(isValidAddressLine('12- George St')).toBe(false);
    expect(isValidAddressLine('-12 George St')).toBe(false);
    expect(isValidAddressLine('12-George St')).toBe(false);
    expect(isValidAddressLine('12--14 George St')).toBe(false);
  });

  it('trims text recursively', () => {
    expect(trimDeep({ a: ' x ', b: [' y', { c: 'z ' }], n: 1 })).toEqual({
      a: 'x',
      b: ['y', { c: 'z' }],
      n: 1,
    });
  });
});
