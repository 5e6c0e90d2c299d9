import { assetFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { inputDecimals, normaliseAmount, sanitiseAmount } from './amount-input';

describe('the amount input', () => {
  const btc = assetFixture({ decimals: 8 });
  const aud = assetFixture({ assetId: 'aud', symbol: 'AUD', decimals: 18 });

  it('allows 2 decimals when buying, the asset decimals when selling, 2 for AUD', () => {
    expect(inputDecimals('buy', btc)).toBe(2);
    expect(inputDecimals('sell', btc)).toBe(8);
    expect(inputDecimals('swap', btc)).toBe(8);
    expect(inputDecimals('sell', aud)).toBe(2);
  });

  it('accepts decimal-number text only', () => {
    expect(sanitiseAmount('12.5', 2)).toBe('12.5');
    expect(sanitiseAmount('12a', 2)).toBeNull();
    expect(sanitiseAmount('-3', 2)).toBeNull();
    expect(sanitiseAmount('1e5', 2)).toBeNull();
    expect(sanitiseAmount('1,000', 2)).toBeNull();
    expect(sanitiseAmount('1.2.3', 2)).toBeNull();
    expect(sanitiseAmount('', 2)).toBe('');
  });

  it('truncates extra decimals instead of rounding', () => {
    expect(sanitiseAmount('10.999', 2)).toBe('10.99');
    expect(sanitiseAmount('0.123456789', 8)).toBe('0.12345678');
    expect(sanitiseAmount('5.', 0)).toBe('5');
  });

  it('tidies leading zeros and a bare point', () => {
    expect(sanitiseAmount('007', 2)).toBe('7');
    expect(sanitiseAmount('.5', 2)).toBe('0.5');
    expect(sanitiseAmount('0.05', 2)).toBe('0.05');
  });

  it('refuses more than 24 digits', () => {
    expect(sanitiseAmount('1'.repeat(24), 2)).toBe('1'.repeat(24));
    expect(sanitiseAmount('1'.repeat(25), 2)).toBeNull();
  });

  it('normalises what is sent to the API', () => {
    expect(normaliseAmount('12.')).toBe('12');
    expect(normaliseAmount('')).toBe('0');
    expect(normaliseAmount('0.')).toBe('0');
    expect(normaliseAmount('12.50')).toBe('12.50');
  });
});
