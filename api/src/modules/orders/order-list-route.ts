import { envelope, orderListQuerySchema, orderListSchema } from '@wattle/shared/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { listOrders } from './order-service.js';

/**
 * The order list as the app (for its signed-in customer, `principalOf`) and the public API
 * (for an API key's owner, `keyCallerOf`) both serve it: the same query, answer and handler;
 * each surface keeps its own route, tags, summary and guards.
 */
export const orderListSchemas = {
  querystring: orderListQuerySchema,
  response: { 200: envelope(orderListSchema) },
};

/** The handler, given how its surface names the caller. */
export function orderListHandler(callerOf: (request: FastifyRequest) => { userId: string }) {
  return async (request: FastifyRequest & { query: z.output<typeof orderListQuerySchema> }) => ({
    data: await listOrders(depsOf(request), {
      userId: callerOf(request).userId,
      state: request.query.state,
      before: request.query.before,
    }),
  });
}
