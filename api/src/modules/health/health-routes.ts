import { envelope, healthSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wattleUnavailable } from './health-errors.js';
import { pingDatabase } from './health-repository.js';

/** Polled by every client every 10 s: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is Wattle up?',
        response: { 200: envelope(healthSchema) },
      },
      logLevel: 'warn',
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw wattleUnavailable();
      }
      return {
        data: { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() },
      };
    },
  );
};
