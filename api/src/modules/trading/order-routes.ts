import {
  envelope,
  orderQuoteRequestSchema,
  orderQuoteSchema,
  orderResultSchema,
  orderSubmitRequestSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth.js';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import { validIdempotencyKey } from './idempotency.js';
import { createOrderQuote } from './quote-service.js';
import { submitOrder } from './submit-service.js';

const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() });

export const orderRoutes: FastifyPluginAsyncZod<{ market: MarketDataProvider }> = async (
  app,
  { market },
) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/order/quote',
    {
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
      data: await createOrderQuote(
        { db: app.db, market, userId: principalOf(request).userId },
        request.body,
      ),
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
      data: await submitOrder(
        {
          db: app.db,
          log: request.log,
          userId: principalOf(request).userId,
          idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
        },
        request.body,
      ),
    }),
  );
};
