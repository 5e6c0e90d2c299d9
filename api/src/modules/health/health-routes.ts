import { envelope, healthSchema } from '@wattle/shared/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';

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
        await sql`select 1`.execute(app.db);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'Wattle is temporarily unavailable', 'Unavailable');
      }
      return {
        data: { status: 'ok' as const, database: 'ok' as const, time: new Date().toISOString() },
      };
    },
  );
};
