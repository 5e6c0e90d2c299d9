import { bucketListSchema, envelope } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { enabledBuckets } from './bucket-service.js';

/** Public: the marketplace shows visitors the buckets they could buy once signed up. */
export const bucketPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/buckets/public',
    {
      schema: {
        tags: ['buckets'],
        summary: 'The enabled one-click baskets, for visitors',
        response: { 200: envelope(bucketListSchema) },
      },
    },
    async (request) => ({ data: await enabledBuckets(depsOf(request)) }),
  );
};
