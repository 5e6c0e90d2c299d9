import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Limits are declared per route (login, OTP, signup, resets, leads). With Redis they are
 * counted across every API instance, so a second instance is not a second chance.
 */
export const rateLimitPlugin = fp<{ redis: Redis | null }>(
  async (app: FastifyInstance, { redis }) => {
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'wattle-rate-limit:' } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        message: `Too many attempts. Try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minute(s).`,
        code: 'RateLimitedError',
      }),
    });
  },
);
