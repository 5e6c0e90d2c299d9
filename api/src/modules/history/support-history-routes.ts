import {
  envelope,
  historyPageQuerySchema,
  text,
  tradeListSchema,
  transactionListSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOnCustomer } from '../audit/index.js';
import { customerTrades, customerTransactions } from './support-history-service.js';

const customerParams = z.object({ userId: text().max(64) });

/** support_lv1 and up read a customer's history (docs/product/roles.md#roles). */
export const supportHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const readers = app.requireRole('support_lv1');

  app.get(
    '/support/users/:userId/trades',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer’s trades, newest first (audited)',
        params: customerParams,
        querystring: historyPageQuerySchema,
        response: { 200: envelope(tradeListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({
      data: await customerTrades(depsOf(request), {
        ...actorOnCustomer(request),
        page: request.query,
      }),
    }),
  );

  app.get(
    '/support/users/:userId/trade-transactions',
    {
      schema: {
        tags: ['support'],
        summary: 'A customer’s account movements, newest first (audited)',
        params: customerParams,
        querystring: historyPageQuerySchema,
        response: { 200: envelope(transactionListSchema) },
      },
      onRequest: readers,
    },
    async (request) => ({
      data: await customerTransactions(depsOf(request), {
        ...actorOnCustomer(request),
        page: request.query,
      }),
    }),
  );
};
