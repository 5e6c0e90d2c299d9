// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { testToken } from '../testing/fixtures.js';
import {
  clearToken,
  decodeToken,
  getToken,
  isTokenExpired,
  setToken,
  subscribeToken,
} from './token-store.js';

describe('token store', () => {
  it('keeps the token in localStorage and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeToken(listener);
    setToken('t1');
    expect(getToken()).toBe('t1');
    clearToken();
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('decodes the payload and knows when it has expired', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const live = testToken({ now: now.getTime(), expiresInSeconds: 60 });
    const dead = testToken({ now: now.getTime(), expiresInSeconds: -1 });
    expect(decodeToken(live)?.sub).toBe('user-1');
    expect(isTokenExpired(live, now)).toBe(false);
    expect(isTokenExpired(dead, now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});
