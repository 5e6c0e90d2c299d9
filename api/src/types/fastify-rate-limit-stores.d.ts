/**
 * @fastify/rate-limit's own stores, which it ships as plain CommonJS without types. The
 * failover store (lib/failover-rate-limit-store.ts) puts the two together.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  export default class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: FastifyRateLimitStore['incr'];
    /** The count so far, without counting (what `{ increment: false }` asks for). */
    read: FastifyRateLimitStore['incr'];
    child(...args: Parameters<FastifyRateLimitStore['child']>): LocalStore;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  export default class RedisStore implements FastifyRateLimitStore {
    constructor(
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
      key?: string,
    );
    incr: FastifyRateLimitStore['incr'];
    /** The count so far, without counting (what `{ increment: false }` asks for). */
    read: FastifyRateLimitStore['incr'];
    child(...args: Parameters<FastifyRateLimitStore['child']>): RedisStore;
  }
}
