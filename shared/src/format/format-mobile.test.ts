import { describe, expect, it } from 'vitest';
import { formatMobile } from './format-mobile.js';

describe('formatMobile', () => {
  it.each([
    ['+61497412895', '0497 412 895'],
    ['61497412895', '0497 412 895'],
    ['0497412895', '0497 412 895'],
    ['0497 412 895', '0497 412 895'],
    ['+61 497 412 895', '0497 412 895'],
    ['(04) 9741 2895', '0497 412 895'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatMobile(stored)).toBe(shown);
  });

  it.each(['+6129876543', '02 9876 5432', '+14155552671', ''])(
    'leaves %j, which is no Australian mobile, as it is',
    (value) => {
      expect(formatMobile(value)).toBe(value);
    },
  );
});
