import { envelope, healthSchema, healthUnavailableSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler.js';
import { checkHealth, downMessage } from './health-service.js';

/**
 * Polled by every client every 10 s, by the balancer and by compose's healthcheck: 200 only
 * when the database and Redis (where configured) each answer within a second; otherwise 503
 * naming the part that did not.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ redis: Redis | null }> = async (
  app,
  { redis },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is Wattle up?',
        response: { 200: envelope(healthSchema), 503: healthUnavailableSchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const checks = await checkHealth({ db: app.db, redis });
      if (checks.database === 'down' || checks.redis === 'down') {
        app.log.error({ checks }, 'health check failed');
        return reply
          .code(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: downMessage(checks),
            code: 'Unavailable',
            checks,
          });
      }
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          ...(checks.redis ? { redis: 'ok' as const } : {}),
          time: new Date().toISOString(),
        },
      };
    },
  );
};
