import {
  envelope,
  recurringBuyCreateSchema,
  recurringBuyListSchema,
  recurringBuyQuoteRequestSchema,
  recurringBuyQuoteSchema,
  recurringBuySchema,
  recurringBuyUpdateSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { createPlan, listPlans, quoteRun, updatePlan } from './recurring-buy-service.js';

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
    async (request) => ({ data: await listPlans(depsOf(request), principalOf(request).userId) }),
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
      const plan = await createPlan(depsOf(request), {
        userId: principalOf(request).userId,
        plan: request.body,
      });
      return reply.status(201).send({ data: plan });
    },
  );

  app.post(
    '/recurring-buys/quote',
    {
      schema: {
        tags: ['recurring buys'],
        summary: 'What one run of a plan would buy at today’s prices, spread and fee told',
        body: recurringBuyQuoteRequestSchema,
        response: { 200: envelope(recurringBuyQuoteSchema) },
      },
      preHandler: app.requirePermission('BUY'),
    },
    async (request) => ({
      data: await quoteRun(depsOf(request), {
        userId: principalOf(request).userId,
        ...request.body,
      }),
    }),
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
    async (request) => ({
      data: await updatePlan(depsOf(request), {
        userId: principalOf(request).userId,
        planId: request.params.planId,
        update: request.body,
      }),
    }),
  );
};
