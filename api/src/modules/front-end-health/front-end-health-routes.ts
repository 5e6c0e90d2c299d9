import { envelope, frontEndHealthSchema, frontEndLoadBatchSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byIp, rateLimitHook } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { frontEndHealth, recordLoads } from './front-end-health-service.js';

/**
 * Load reports one address may send a minute (docs/product/front-end-health.md): a page sends
 * at most one every few seconds, so this leaves room for an office or a carrier's shared
 * address full of browsers, and still bounds what one address can write.
 */
export const LOAD_REPORTS_PER_MINUTE = 300;

/** The shells' load reports in; the support console's summary out. */
export const frontEndHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/front-end-health/loads',
    {
      schema: {
        tags: ['front-end-health'],
        summary: 'Record how remotes loaded in a page (no personal data; rate-limited)',
        body: frontEndLoadBatchSchema,
      },
      preHandler: rateLimitHook(app, {
        name: 'front-end-loads-ip',
        max: LOAD_REPORTS_PER_MINUTE,
        timeWindow: '1 minute',
        key: byIp,
        counted: 'reports',
      }),
    },
    async (request, reply) => {
      await recordLoads(depsOf(request), request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/support/front-end-health',
    {
      schema: {
        tags: ['support'],
        summary: 'Per remote: loads, failures by stage and load times in the last hour; releases',
        response: { 200: envelope(frontEndHealthSchema) },
      },
      onRequest: [app.authenticate, app.requireRole('support_lv1')],
    },
    async (request) => ({ data: await frontEndHealth(depsOf(request)) }),
  );
};
