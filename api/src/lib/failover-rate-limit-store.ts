import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** A store that can also tell a count without counting, as the plugin's own two can. */
export interface ReadableStore extends FastifyRateLimitStore {
  read: FastifyRateLimitStore['incr'];
  child(routeOptions: RouteOptions): ReadableStore;
}

/** After Redis fails a command, this long on memory before asking it again. */
const REDIS_PAUSE_MS = 5000;

/** Shared by every route's store: one failure spares all of them the wait. */
interface Breaker {
  retryAt: number;
}

/**
 * Counts in Redis, so every instance counts together; while Redis is unreachable or slow,
 * counts in this instance's memory instead. Wattle's choice when Redis is down: neither a 503
 * (sign-in would go down with a cache) nor no limit at all (a brute force would go unchecked):
 * each instance still enforces every limit on its own, so an attacker gains at most one
 * allowance per instance, and per-account sign-in failures are counted in PostgreSQL anyway.
 */
class FailoverStore implements ReadableStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: ReadableStore,
    private readonly local: ReadableStore,
    private readonly breaker: Breaker = { retryAt: 0 },
  ) {}

  incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
    this.#either('incr', ...args);
  }

  /** The count so far, counting nothing (`{ increment: false }`: failure-only limits). */
  read(...args: Parameters<FastifyRateLimitStore['incr']>): void {
    this.#either('read', ...args);
  }

  #either(
    method: 'incr' | 'read',
    ...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>
  ): void {
    // Not connected, or failed a moment ago: no round trip at all. A hung Redis costs one
    // request its command timeout, not every request.
    if (this.redis.status !== 'ready' || Date.now() < this.breaker.retryAt) {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          callback(null, result);
          return;
        }
        this.breaker.retryAt = Date.now() + REDIS_PAUSE_MS;
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): ReadableStore {
    return new FailoverStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.breaker,
    );
  }
}

/** The rate-limit plugin's `store`: Redis under `nameSpace`, memory while Redis is away. */
export function failoverStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FailoverStore {
    /** The plugin passes its resolved global options. */
    constructor(
      options: FastifyRateLimitOptions &
        Pick<RateLimitPluginOptions, 'cache' | 'continueExceeding' | 'exponentialBackoff'>,
    ) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff, options.cache),
      );
    }
  };
}
