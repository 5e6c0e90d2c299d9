import { describe, expect, it } from 'vitest';
import { accountNameMatches } from './account-name.js';

const charlotte = { firstName: 'Charlotte', lastName: 'Nguyen' };

describe('accountNameMatches', () => {
  it.each([
    'Charlotte Nguyen',
    'NGUYEN CHARLOTTE',
    'Ms Charlotte Nguyen',
    'C Nguyen',
    'C. A. Nguyen',
    'Charlotte Anne Nguyen',
    '  charlotte   nguyen ',
  ])('accepts %s', (name) => {
    expect(accountNameMatches(name, charlotte)).toBe(true);
  });

  it.each([
    'Oliver Smith',
    'Charlotte Smith',
    'Nguyen',
    'Charlotte Nguyen and Oliver Smith',
    'Charlotte Nguyen & Oliver Smith',
    'Nguyen Holdings Pty Ltd Charlotte',
    'Charlotte Anne Maree Louise Nguyen',
    'D Nguyen',
  ])('refuses %s', (name) => {
    expect(accountNameMatches(name, charlotte)).toBe(false);
  });

  it('handles accents, apostrophes and hyphenated family names', () => {
    const person = { firstName: 'Zoë', lastName: "O'Brien-Smith" };
    expect(accountNameMatches('Zoe OBrien Smith', person)).toBe(true);
    expect(accountNameMatches('Zoë O’Brien-Smith', person)).toBe(true);
    expect(accountNameMatches('Zoe Smith', person)).toBe(false);
  });
});
