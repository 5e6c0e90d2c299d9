import { afterEach, describe, expect, it } from 'vitest';
import { forgetUserSessions, SessionCache, type SessionFacts } from './session-cache.js';

const facts = (changes: Partial<SessionFacts> = {}): SessionFacts => ({
  revoked_at: null,
  expires_at: new Date('2026-12-01T00:00:00Z'),
  kind: 'customer',
  created_at: new Date('2026-11-28T00:00:00Z'),
  last_seen_at: null,
  role: 'user',
  two_factor_enabled: false,
  status: 'active',
  email_verified: true,
  phone_verified: true,
  documents_verified: true,
  pep_status: 'not_found',
  suspended: [],
  ...changes,
});

let clock = 0;
const caches: SessionCache[] = [];

function listeningCache(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const cache = new SessionCache({ ttlMs: 30_000, maxEntries: 100, now: () => clock, ...options });
  cache.listening();
  caches.push(cache);
  return cache;
}

afterEach(() => {
  for (const cache of caches.splice(0)) cache.deaf();
  clock = 0;
});

describe('the session cache', () => {
  it('keeps a check for its own session and user only, for at most its lifetime', () => {
    const cache = listeningCache({ ttlMs: 1000 });
    cache.keep('s1', 'u1', facts(), cache.generation);
    expect(cache.lookup('s1', 'u1')).toEqual(facts());
    expect(cache.lookup('s1', 'u2')).toBeUndefined();
    expect(cache.lookup('s2', 'u1')).toBeUndefined();
    clock = 999;
    expect(cache.lookup('s1', 'u1')).toBeDefined();
    clock = 1000;
    expect(cache.lookup('s1', 'u1')).toBeUndefined();
  });

  it('does not keep a check read while a change was announced', () => {
    const cache = listeningCache();
    const before = cache.generation;
    cache.forgetUser('someone else');
    cache.keep('s1', 'u1', facts(), before);
    expect(cache.lookup('s1', 'u1')).toBeUndefined();
  });

  it('keeps no staff session, no ended session and no closed account', () => {
    const cache = listeningCache();
    cache.keep('staff', 'u1', facts({ kind: 'staff' }), cache.generation);
    cache.keep('ended', 'u1', facts({ revoked_at: new Date() }), cache.generation);
    cache.keep('closed', 'u1', facts({ status: 'closed' }), cache.generation);
    expect(cache.size).toBe(0);
  });

  it('forgets every session of a user, or one session, when told of a change', () => {
    const cache = listeningCache();
    cache.keep('a', 'u1', facts(), cache.generation);
    cache.keep('b', 'u1', facts(), cache.generation);
    cache.keep('c', 'u2', facts(), cache.generation);
    cache.forgetUser('u1');
    expect([cache.lookup('a', 'u1'), cache.lookup('b', 'u1')]).toEqual([undefined, undefined]);
    expect(cache.lookup('c', 'u2')).toBeDefined();
    cache.forgetSession('c');
    expect(cache.size).toBe(0);
  });

  it('keeps nothing while not listening, and starts empty when listening again', () => {
    const cache = listeningCache();
    cache.keep('a', 'u1', facts(), cache.generation);
    cache.deaf();
    expect(cache.size).toBe(0);
    cache.keep('a', 'u1', facts(), cache.generation);
    expect(cache.size).toBe(0);
    cache.listening();
    cache.keep('a', 'u1', facts(), cache.generation);
    expect(cache.lookup('a', 'u1')).toBeDefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = listeningCache({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.keep(id, 'u1', facts(), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.lookup('a', 'u1')).toBeUndefined();
    expect(cache.lookup('c', 'u1')).toBeDefined();
  });

  it('hears a change made in this process in every listening cache here', () => {
    const first = listeningCache();
    const second = listeningCache();
    const deaf = new SessionCache({ ttlMs: 30_000, maxEntries: 100 });
    for (const cache of [first, second]) cache.keep('a', 'u1', facts(), cache.generation);
    const deafGeneration = deaf.generation;
    forgetUserSessions({ userId: 'u1' });
    expect([first.size, second.size]).toEqual([0, 0]);
    expect(deaf.generation).toBe(deafGeneration);
    first.keep('b', 'u2', facts(), first.generation);
    forgetUserSessions({ sessionId: 'b' });
    expect(first.size).toBe(0);
  });
});
