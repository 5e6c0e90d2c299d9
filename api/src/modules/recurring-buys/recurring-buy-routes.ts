import {
  envelope,
  recurringBuyCreateSchema,
  recurringBuyListSchema,
  recurringBuySchema,
  recurringBuyUpdateSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import { createPlan, toRecurringBuy, updatePlan } from './recurring-buy-service.js';

export const recurringBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/recurring-buys',
    {
      schema: {
        tags: ['recurring buys'],
        summary: 'The caller’s recurring buys',
        response: { 200: envelope(recurringBuyListSchema) },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('recurring_buys')
        .selectAll()
        .where('user_id', '=', principalOf(request).userId)
        .where('status', '<>', 'cancelled')
        .orderBy('created_at', 'desc')
        .execute();
      return { data: await Promise.all(rows.map((row) => toRecurringBuy(app.db, row))) };
    },
  );

  app.post(
    '/recurring-buys',
    {
      schema: {
        tags: ['recurring buys'],
        summary: 'Buy a coin for a fixed AUD amount on a schedule',
        body: recurringBuyCreateSchema,
        response: { 201: envelope(recurringBuySchema) },
      },
      preHandler: app.requirePermission('BUY'),
    },
    async (request, reply) => {
      const plan = await createPlan(app.db, principalOf(request).userId, request.body);
      return reply.status(201).send({ data: await toRecurringBuy(app.db, plan) });
    },
  );

  app.patch(
    '/recurring-buys/:planId',
    {
      schema: {
        tags: ['recurring buys'],
        summary: 'Pause, resume, cancel or change a recurring buy',
        params: z.object({ planId: z.uuid('That recurring buy was not found') }),
        body: recurringBuyUpdateSchema,
        response: { 200: envelope(recurringBuySchema) },
      },
    },
    async (request) => {
      const plan = await updatePlan(
        app.db,
        principalOf(request).userId,
        request.params.planId,
        request.body,
      );
      return { data: await toRecurringBuy(app.db, plan) };
    },
  );
};
