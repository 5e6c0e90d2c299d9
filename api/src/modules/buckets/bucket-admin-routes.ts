import {
  bucketDefinitionSchema,
  bucketIdSchema,
  bucketSchema,
  envelope,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOf } from '../audit/index.js';
import { defineBucket } from './bucket-admin-service.js';

/** Admin: define or change a bucket. */
export const bucketAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireStaffAction('admin'));

  app.put(
    '/admin/buckets/:bucketId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create or replace a bucket (admin)',
        params: z.object({ bucketId: bucketIdSchema }),
        body: bucketDefinitionSchema,
        response: { 200: envelope(bucketSchema) },
      },
    },
    async (request) => ({
      data: await defineBucket(depsOf(request), {
        actor: actorOf(request),
        bucketId: request.params.bucketId,
        definition: request.body,
      }),
    }),
  );
};
