import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('moves forward and back inside the list', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('stays at 0 for an empty list', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
