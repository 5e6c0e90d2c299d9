import { envelope, orderPlaceRequestSchema, orderSchema, text } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { validIdempotencyKey } from '../trading/index.js';
import { orderListHandler, orderListSchemas } from './order-list-route.js';
import { cancelOrder, getOrder, placeOrder } from './order-service.js';

const idempotencyHeaders = z.object({ 'idempotency-key': text().optional() });
const orderParams = z.object({ orderId: z.uuid('That order was not found') });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'The caller’s open orders, or a page of their closed ones, latest closed first',
        ...orderListSchemas,
      },
    },
    orderListHandler(principalOf),
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One of the caller’s orders',
        params: orderParams,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ({
      data: await getOrder(depsOf(request), {
        userId: principalOf(request).userId,
        orderId: request.params.orderId,
      }),
    }),
  );

  app.post(
    '/orders',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Place a limit, stop-loss or take-profit order; its money is held until it ends',
        headers: idempotencyHeaders,
        body: orderPlaceRequestSchema,
        response: { 201: envelope(orderSchema) },
      },
      preHandler: async (request) => {
        await app.requirePermission(request.body.side === 'buy' ? 'BUY' : 'SELL')(request);
      },
    },
    async (request, reply) => {
      const order = await placeOrder(depsOf(request), {
        userId: principalOf(request).userId,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
        request: request.body,
      });
      return reply.status(201).send({ data: order });
    },
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an open order; what it held goes back to the balance',
        headers: idempotencyHeaders,
        params: orderParams,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ({
      data: await cancelOrder(depsOf(request), {
        userId: principalOf(request).userId,
        orderId: request.params.orderId,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
      }),
    }),
  );
};
