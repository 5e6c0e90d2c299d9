import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { failoverStore } from '../lib/failover-rate-limit-store.js';
import { tryAgainWhen } from '../lib/try-again-when.js';

/**
 * Limits are declared per route (login, OTP, signup, resets, leads). With Redis they are
 * counted across every API instance, so a second instance is not a second chance; while
 * Redis is down each instance counts on its own (see failover-rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<{ redis: Redis | null }>(
  async (app: FastifyInstance, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: failoverStore(redis, 'wattle-rate-limit:') } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many attempts. Try again ${tryAgainWhen(context.ttl)}.`,
        code: 'RateLimitedError',
      }),
    });
  },
);
