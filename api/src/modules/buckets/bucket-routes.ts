import {
  bucketListSchema,
  bucketOrderResultSchema,
  bucketSubmitRequestSchema,
  envelope,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { validIdempotencyKey } from '../trading/index.js';
import { bucketQuoteHandler, bucketQuoteSchemas } from './bucket-quote-route.js';
import { allBuckets, submitBucketOrder } from './bucket-service.js';

export const bucketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/buckets',
    {
      schema: {
        tags: ['buckets'],
        summary: 'One-click baskets of coins',
        response: { 200: envelope(bucketListSchema) },
      },
    },
    async (request) => ({ data: await allBuckets(depsOf(request)) }),
  );

  app.post(
    '/bucketOrder/quote',
    {
      schema: {
        tags: ['buckets'],
        summary: 'Price a bucket for an AUD spend, fees included; held 30 seconds',
        ...bucketQuoteSchemas,
      },
      preHandler: app.requirePermission('BUY'),
    },
    bucketQuoteHandler(principalOf),
  );

  app.post(
    '/bucketOrder/submit',
    {
      schema: {
        tags: ['buckets'],
        summary: 'Buy every coin of a bucket quote, or none',
        headers: z.object({ 'idempotency-key': text().optional() }),
        body: bucketSubmitRequestSchema,
        response: { 200: envelope(bucketOrderResultSchema) },
      },
      preHandler: app.requirePermission('BUY'),
    },
    async (request) => ({
      data: await submitBucketOrder(depsOf(request), {
        userId: principalOf(request).userId,
        idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
        request: request.body,
      }),
    }),
  );
};
