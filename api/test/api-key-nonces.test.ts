import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedis, createRedisClient } from '../src/lib/redis-client.js';
import {
  MemoryNonceStore,
  RedisNonceStore,
  type NonceStore,
} from '../src/modules/api-keys/index.js';

/** A request's nonce on `key`, as signed-request.ts asks for it. */
const firstUseOf = (key: string, nonce: string) => ({
  nonce: `${key}:${nonce}`,
  nonceTtlMs: 65_000,
  counter: key,
  windowMs: 60_000,
});

/** Two uses of one nonce and one of another, on a key of this run's own. */
async function expectOnceAndCounted(stores: [NonceStore, NonceStore]) {
  const key = randomUUID();
  const use = (nonce: string) => firstUseOf(key, nonce);
  const first = await stores[0].firstUse(use('nonce-a'));
  expect(first?.count).toBe(1);
  expect(first?.resetInMs).toBeGreaterThan(0);
  expect(first?.resetInMs).toBeLessThanOrEqual(60_000);
  // The replay is refused wherever it lands, and not counted.
  expect(await stores[1].firstUse(use('nonce-a'))).toBeNull();
  expect((await stores[1].firstUse(use('nonce-b')))?.count).toBe(2);
}

describe('nonces and budgets in memory', () => {
  it('refuse a nonce used before and count each first use', async () => {
    const store = new MemoryNonceStore();
    await expectOnceAndCounted([store, store]);
  });
});

describe.skipIf(!process.env.REDIS_URL)('nonces and budgets in Redis (needs REDIS_URL)', () => {
  const redises: Redis[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const redis = createRedisClient(process.env.REDIS_URL ?? '', {
        warn: () => undefined,
        info: () => undefined,
      });
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      redises.push(redis);
    }
  });
  afterAll(async () => {
    await Promise.all(redises.map(closeRedis));
  });

  it('two instances refuse each other’s replays and count one budget', async () => {
    const [a, b] = redises;
    if (!a || !b) throw new Error('no Redis');
    await expectOnceAndCounted([new RedisNonceStore(a), new RedisNonceStore(b)]);
  });

  it('asks for the first uses of one turn in one script call, each answered as alone', async () => {
    const [redis] = redises;
    if (!redis) throw new Error('no Redis');
    const store = new RedisNonceStore(redis);
    // Loads the script, so the calls counted below are the store's own.
    await store.firstUse(firstUseOf(randomUUID(), 'warm-up-nonce'));
    const [mine, theirs] = [randomUUID(), randomUUID()];
    const sent = vi.spyOn(redis, 'sendCommand');
    try {
      const answers = await Promise.all([
        store.firstUse(firstUseOf(mine, 'nonce-a')),
        store.firstUse(firstUseOf(mine, 'nonce-a')),
        store.firstUse(firstUseOf(theirs, 'nonce-a')),
        store.firstUse(firstUseOf(mine, 'nonce-b')),
      ]);
      expect(answers.map((answer) => answer?.count ?? null)).toEqual([1, null, 1, 2]);
      const scripts = sent.mock.calls.filter(([command]) => /^eval/.test(command.name));
      expect(scripts).toHaveLength(1);
    } finally {
      sent.mockRestore();
    }
    // The next turn is a call of its own, and the replay stays refused.
    expect(await store.firstUse(firstUseOf(mine, 'nonce-a'))).toBeNull();
    expect((await store.firstUse(firstUseOf(mine, 'nonce-c')))?.count).toBe(3);
  });

  it('answers a failed call’s first uses from memory, and stays there a while', async () => {
    const [redis] = redises;
    if (!redis) throw new Error('no Redis');
    const store = new RedisNonceStore(redis);
    const key = randomUUID();
    const failing = vi.spyOn(redis, 'sendCommand').mockImplementation((command) => {
      command.reject(new Error('Redis failed the call'));
      return command.promise;
    });
    try {
      const answers = await Promise.all([
        store.firstUse(firstUseOf(key, 'nonce-a')),
        store.firstUse(firstUseOf(key, 'nonce-a')),
      ]);
      expect(answers.map((answer) => answer?.count ?? null)).toEqual([1, null]);
    } finally {
      failing.mockRestore();
    }
    // Redis answers again, but this instance keeps to its memory for now: the replay is refused.
    expect(await store.firstUse(firstUseOf(key, 'nonce-a'))).toBeNull();
    expect((await store.firstUse(firstUseOf(key, 'nonce-b')))?.count).toBe(2);
  });
});
