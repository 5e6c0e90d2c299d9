import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from './local-browser';

describe('the local browser', () => {
  it("is Debian's Chromium unless CHROMIUM_PATH names another", () => {
    expect(chromiumPath(undefined)).toBe('/usr/bin/chromium');
    expect(chromiumPath('')).toBe('/usr/bin/chromium');
    expect(chromiumPath('/opt/chromium/chrome')).toBe('/opt/chromium/chrome');
  });

  it('runs without sandbox or GPU and off the network', () => {
    expect(CHROMIUM_FLAGS).toEqual(
      expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-background-networking']),
    );
  });
});
