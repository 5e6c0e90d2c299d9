import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis that is down or hung costs a request half a second at most: no queue of commands
 * waiting for a reconnect (ioredis' default waits through 20 reconnects, 9–25 s), a command
 * that gets no answer fails, and the client keeps reconnecting in the background.
 */
export const FAIL_FAST_REDIS: RedisOptions = {
  connectTimeout: 1000,
  commandTimeout: 500,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  // Commands issued in one tick (many requests' nonce checks, say) go out in one write.
  enableAutoPipelining: true,
};

export interface RedisClientLog {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/** The API's Redis: fails fast, and says once when it is lost and once when it is back. */
export function createRedisClient(url: string, log: RedisClientLog): Redis {
  const redis = new Redis(url, FAIL_FAST_REDIS);
  let lost = false;
  redis.on('error', (error: Error) => {
    if (lost) return;
    lost = true;
    log.warn(`Redis unreachable (${error.message}); rate limits count per instance meanwhile`);
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log.info('Redis is back');
  });
  return redis;
}

/**
 * quit() lets queued commands finish but waits forever for a Redis that is not there, and
 * rejects if the link drops before Redis says goodbye: then the connection is closed anyway.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
