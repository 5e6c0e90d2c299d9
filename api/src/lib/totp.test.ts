import { describe, expect, it } from 'vitest';
import { generateTotpSecret, otpauthUrl, totpAt, totpStep } from './totp.js';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (in base32), last six of the eight digits.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

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

  it('makes 160-bit secrets in base32, a new one each time', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
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
    const link = new URL(otpauthUrl(SECRET, 'a@b.com'));
    expect(link.protocol).toBe('otpauth:');
    expect(link.host).toBe('totp');
    expect(decodeURIComponent(link.pathname)).toBe('/Wattle:a@b.com');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      issuer: 'Wattle',
      secret: SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
