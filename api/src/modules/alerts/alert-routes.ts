import {
  envelope,
  priceAlertListSchema,
  priceAlertParamsSchema,
  priceAlertRequestSchema,
  priceAlertSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userRateLimit } from '../../lib/rate-limit-hook.js';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { createAlert, listAlerts, removeAlert, replaceAlert } from './alert-service.js';

/** The customer's own price alerts: each route reaches only the caller's. */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // Writing alerts is cheap for a script and each one is read on every tick.
  const writeLimit = userRateLimit(app, {
    name: 'alert-writes',
    max: 60,
    timeWindow: '1 minute',
    counted: 'changes to your alerts',
  });

  app.get(
    '/user/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'My price alerts, newest first, and how many I may keep',
        response: { 200: envelope(priceAlertListSchema) },
      },
    },
    async (request) => ({ data: await listAlerts(depsOf(request), principalOf(request).userId) }),
  );

  app.post(
    '/user/alerts',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['alerts'],
        summary: 'Set a price alert on a coin',
        body: priceAlertRequestSchema,
        response: { 201: envelope(priceAlertSchema) },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
      });
      return reply.code(201).send({ data: alert });
    },
  );

  app.put(
    '/user/alerts/:alertId',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['alerts'],
        summary: 'Change one of my price alerts; it waits again',
        params: priceAlertParamsSchema,
        body: priceAlertRequestSchema,
        response: { 200: envelope(priceAlertSchema) },
      },
    },
    async (request) => ({
      data: await replaceAlert(depsOf(request), {
        userId: principalOf(request).userId,
        alertId: request.params.alertId,
        request: request.body,
      }),
    }),
  );

  app.delete(
    '/user/alerts/:alertId',
    {
      preHandler: writeLimit,
      schema: {
        tags: ['alerts'],
        summary: 'Delete one of my price alerts',
        params: priceAlertParamsSchema,
        response: { 200: envelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await removeAlert(depsOf(request), {
        userId: principalOf(request).userId,
        alertId: request.params.alertId,
      });
      return { data: { deleted: true as const } };
    },
  );
};
