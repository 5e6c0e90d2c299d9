import {
  envelope,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderResultSchema,
  orderSubmitRequestSchema,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { validIdempotencyKey } from './idempotency.js';
import { createOrderQuote } from './quote-service.js';
import { quoteSubmitter } from './submit-batcher.js';
import { submitOrder } from './submit-service.js';

const idempotencyHeaders = z.object({ 'idempotency-key': text().optional() });

export const orderRoutes: FastifyPluginAsyncZod<{ submitBatchWindowMs: number }> = async (
  app,
  { submitBatchWindowMs },
) => {
  app.addHook('onRequest', app.authenticate);
  const submit = quoteSubmitter(app.db, submitBatchWindowMs);

  app.post(
    '/order/quote',
    {
      // A quote moves nothing: its submit checks the session afresh.
      config: { sessionCache: true },
      schema: {
        tags: ['trading'],
        summary: 'Price a buy, sell or swap and hold it for 30 seconds',
        body: orderQuoteRequestSchema,
        response: { 200: envelope(orderQuoteSchema) },
      },
      preHandler: async (request) => {
        const { orderType } = request.body;
        if (orderType !== 'buy') await app.requirePermission('SELL')(request);
        if (orderType !== 'sell') await app.requirePermission('BUY')(request);
      },
    },
    async (request) => ({
      data: await createOrderQuote(depsOf(request), {
        userId: principalOf(request).userId,
        request: request.body,
      }),
    }),
  );

  app.post(
    '/order/submit',
    {
      schema: {
        tags: ['trading'],
        summary: 'Execute a quote (idempotent under an Idempotency-Key header for 24 h)',
        headers: idempotencyHeaders,
        body: orderSubmitRequestSchema,
        response: { 200: envelope(orderResultSchema) },
      },
      preHandler: async (request) => {
        const { orderType } = request.body;
        if (orderType !== 'buy') await app.requirePermission('SELL')(request);
        if (orderType !== 'sell') await app.requirePermission('BUY')(request);
      },
    },
    async (request) => ({
      data: await submitOrder(depsOf(request), {
        userId: principalOf(request).userId,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
        request: request.body,
        submit,
      }),
    }),
  );
};
