import { describe, expect, it } from 'vitest';
import { Throttle } from './throttle.js';

describe('Throttle', () => {
  it('lets one go through per key per interval', () => {
    let now = 0;
    const throttle = new Throttle(1000, 100, () => now);
    expect(throttle.allow('a')).toBe(true);
    expect(throttle.allow('a')).toBe(false);
    expect(throttle.allow('b')).toBe(true);
    now = 999;
    expect(throttle.allow('a')).toBe(false);
    now = 1000;
    expect(throttle.allow('a')).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting the one let through longest ago', () => {
    let now = 0;
    const throttle = new Throttle(1000, 2, () => now);
    throttle.allow('a');
    now = 1;
    throttle.allow('b');
    throttle.allow('c');
    // "a" was forgotten, so it goes through again; "c" is still remembered.
    expect(throttle.allow('a')).toBe(true);
    expect(throttle.allow('c')).toBe(false);
  });
});
