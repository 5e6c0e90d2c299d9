// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  clearToken,
  decodeToken,
  getToken,
  isTokenExpired,
  setToken,
  subscribeToken,
} from './token-store.js';

function token(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

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
    const live = token({ sub: 'u', role: 'user', iat: 1, exp: now.getTime() / 1000 + 60 });
    const dead = token({ sub: 'u', role: 'user', iat: 1, exp: now.getTime() / 1000 - 1 });
    expect(decodeToken(live)?.sub).toBe('u');
    expect(isTokenExpired(live, now)).toBe(false);
    expect(isTokenExpired(dead, now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});
