import {
  envelope,
  withdrawalRulesSchema,
  withdrawalRulesUpdateSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOf } from '../audit/index.js';
import { changeWithdrawalRules, currentWithdrawalRules } from './withdrawal-rules-service.js';

/** Admin: the daily AUD withdrawal limit and the new-bank-account cool-down. */
export const withdrawalRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/admin/withdrawal-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'The daily withdrawal limit and new-account cool-down (admin)',
        response: { 200: envelope(withdrawalRulesSchema) },
      },
      preHandler: app.requireRole('admin'),
    },
    async (request) => ({ data: await currentWithdrawalRules(depsOf(request)) }),
  );

  app.put(
    '/admin/withdrawal-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the daily withdrawal limit or new-account cool-down (admin)',
        body: withdrawalRulesUpdateSchema,
        response: { 200: envelope(withdrawalRulesSchema) },
      },
      preHandler: app.requireStaffAction('admin'),
    },
    async (request) => ({
      data: await changeWithdrawalRules(depsOf(request), {
        actor: actorOf(request),
        update: request.body,
      }),
    }),
  );
};
