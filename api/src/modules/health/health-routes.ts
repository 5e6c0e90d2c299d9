import { envelope, healthSchema, healthUnavailableSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler.js';
import { checkHealth, downMessage } from './health-service.js';

/**
 * Polled by every client every 10 s, by the balancer and by compose's healthcheck, each part
 * given a second: 503 when the database does not answer (nothing works without it); 200
 * `degraded` when only Redis does not (sign-in, trading and funding still work, so clients
 * must not show maintenance or sign customers out for it).
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
      if (checks.database === 'down') {
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
      if (checks.redis === 'down') app.log.warn({ checks }, 'health degraded: Redis is down');
      return {
        data: {
          status: checks.redis === 'down' ? ('degraded' as const) : ('ok' as const),
          database: 'ok' as const,
          ...(checks.redis ? { redis: checks.redis } : {}),
          time: new Date().toISOString(),
        },
      };
    },
  );
};
