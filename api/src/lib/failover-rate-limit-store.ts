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

/**
 * Counts in Redis, so every instance counts together; while Redis is unreachable or slow,
 * counts in this instance's memory instead. Wattle's choice when Redis is down: neither a 503
 * (sign-in would go down with a cache) nor no limit at all (a brute force would go unchecked):
 * each instance still enforces every limit on its own, so an attacker gains at most one
 * allowance per instance, and per-account sign-in failures are counted in PostgreSQL anyway.
 */
class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
    // Not connected: no round trip at all (the client would refuse it anyway).
    if (this.redis.status !== 'ready') {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) this.local.incr(key, callback, timeWindow, max);
        else callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FailoverStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
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
