import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_PATTERN,
  AU_MOBILE_PATTERN,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  leadSchema,
  normaliseAuMobile,
  NUMBER_PATTERN,
  PHONE_INVALID,
  signupRequestSchema,
} from '../contracts/index.js';

/** The validation rules the shell's forms rely on, through the schemas the forms use. */
describe('Australian mobile numbers', () => {
  it.each([
    ['+61 then 4 and 8 digits', '+61412345678'],
    ['61 then 4 and 8 digits', '61412345678'],
    ['0 then 4 and 8 digits', '0412345678'],
    ['4 and 8 digits, no prefix', '412345678'],
    ['spaces between groups', '0412 345 678'],
    ['brackets around the prefix', '(04) 1234 5678'],
    ['+61 with spaces', '+61 412 345 678'],
  ])('accepts %s and normalises to +61 and nine digits', (_, input) => {
    expect(normaliseAuMobile(input)).toBe('+61412345678');
  });

  it.each([
    ['a landline (not 4 after the prefix)', '0298765432'],
    ['too few digits', '041234567'],
    ['too many digits', '04123456789'],
    ['another country', '+64412345678'],
    ['a doubled prefix', '+610412345678'],
    ['letters', '04l2345678'],
    ['nothing', ''],
  ])('refuses %s', (_, input) => {
    expect(normaliseAuMobile(input)).toBeNull();
    expect(AU_MOBILE_PATTERN.test(input)).toBe(false);
  });
});

describe('number and alphanumeric patterns', () => {
  it('takes digits only as a number', () => {
    expect(NUMBER_PATTERN.test('0123456789')).toBe(true);
    expect(NUMBER_PATTERN.test('12.5')).toBe(false);
    expect(NUMBER_PATTERN.test('')).toBe(false);
  });

  it('takes letters and digits only as alphanumeric', () => {
    expect(ALPHANUMERIC_PATTERN.test('AB12cd')).toBe(true);
    expect(ALPHANUMERIC_PATTERN.test('AB 12')).toBe(false);
    expect(ALPHANUMERIC_PATTERN.test('AB-12')).toBe(false);
  });
});

describe('lead form', () => {
  it('trims, drops empty optional fields and normalises the mobile', () => {
    expect(
      leadSchema.parse({ email: '  ava@example.com ', name: '', phoneNumber: '0412 345 678' }),
    ).toEqual({ email: 'ava@example.com', phoneNumber: '+61412345678' });
    expect(leadSchema.parse({ email: 'ava@example.com', name: ' Ava ', phoneNumber: ' ' })).toEqual(
      { email: 'ava@example.com', name: 'Ava' },
    );
  });

  it('names the product’s messages for a bad e-mail and a bad mobile', () => {
    const result = leadSchema.safeParse({ email: 'ava@', phoneNumber: '0298765432' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      EMAIL_INVALID,
      PHONE_INVALID,
    ]);
  });
});

describe('sign-up e-mail', () => {
  const base = { password: 'long enough!', firstName: 'Ava', lastName: 'Lee' };
  const emailError = (email: unknown) =>
    signupRequestSchema
      .safeParse({ ...base, email })
      .error?.issues.find((issue) => issue.path[0] === 'email')?.message;

  it('is trimmed, required and valid, with the product’s messages', () => {
    expect(signupRequestSchema.parse({ ...base, email: ' ava@example.com ' }).email).toBe(
      'ava@example.com',
    );
    expect(emailError('   ')).toBe(EMAIL_REQUIRED);
    expect(emailError(undefined)).toBe(EMAIL_REQUIRED);
    expect(emailError('ava@example')).toBe(EMAIL_INVALID);
  });
});
