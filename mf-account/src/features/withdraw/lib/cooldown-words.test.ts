import { describe, expect, it } from 'vitest';
import { hoursInWords } from './cooldown-words';

describe('hoursInWords', () => {
  it('says one hour in the singular and every other count in the plural', () => {
    expect(hoursInWords(1)).toBe('1 hour');
    expect(hoursInWords(24)).toBe('24 hours');
    expect(hoursInWords(168)).toBe('168 hours');
  });
});
