import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, otpauthUrl, totpAt, totpStep } from './totp.js';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last six of the eight digits.
const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('matches the RFC 6238 vector at T=%i', (seconds, code) => {
    expect(totpAt(SECRET, seconds)).toBe(code);
  });

  it('round-trips base32', () => {
    expect(base32Decode(SECRET).toString()).toBe('12345678901234567890');
  });

  it('names the step of a code within one step of clock drift, and no further', () => {
    const now = new Date(1_700_000_000_000);
    const seconds = now.getTime() / 1000;
    const current = Math.floor(seconds / 30);
    expect(totpStep(SECRET, totpAt(SECRET, seconds), now)).toBe(current);
    expect(totpStep(SECRET, totpAt(SECRET, seconds - 30), now)).toBe(current - 1);
    expect(totpStep(SECRET, totpAt(SECRET, seconds + 30), now)).toBe(current + 1);
    expect(totpStep(SECRET, totpAt(SECRET, seconds - 90), now)).toBeNull();
    expect(totpStep(SECRET, '12345', now)).toBeNull();
  });

  it('names Wattle as the issuer in the enrolment link', () => {
    expect(otpauthUrl(SECRET, 'a@b.com')).toMatch(
      /^otpauth:\/\/totp\/Wattle%3Aa%40b\.com\?secret=.+&issuer=Wattle/,
    );
  });
});
