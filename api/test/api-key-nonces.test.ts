import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedisClient } from '../src/lib/redis-client.js';
import {
  MemoryNonceStore,
  RedisNonceStore,
  type NonceStore,
} from '../src/modules/api-keys/index.js';

/** Two uses of one nonce and one of another, on a key of this run's own. */
async function expectOnceAndCounted(stores: [NonceStore, NonceStore]) {
  const key = randomUUID();
  const use = (nonce: string) => ({
    nonce: `${key}:${nonce}`,
    nonceTtlMs: 65_000,
    counter: key,
    windowMs: 60_000,
  });
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
});
