import { assetSchema, assetUpdateSchema, envelope, text } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { actorOf } from '../audit/index.js';
import { updateAsset } from './asset-service.js';

/** Admin: asset flags and limits. Every change is audited with who, what and from where. */
export const assetAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireStaffAction('admin'));

  app.patch(
    '/admin/assets/:assetId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change an asset’s flags or limits (admin)',
        params: z.object({ assetId: text().min(1).max(32) }),
        body: assetUpdateSchema,
        response: { 200: envelope(assetSchema) },
      },
    },
    async (request) => ({
      data: await updateAsset(depsOf(request), {
        actor: actorOf(request),
        assetId: request.params.assetId,
        update: request.body,
      }),
    }),
  );
};
