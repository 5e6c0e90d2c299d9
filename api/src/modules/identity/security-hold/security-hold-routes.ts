import { envelope, securityHoldStatusSchema } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../../lib/service-deps.js';
import { principalOf } from '../../../plugins/auth.js';
import { securityHoldOf } from './security-hold-service.js';

/** The security hold a customer is under. */
export const securityHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/security-hold',
    {
      schema: {
        tags: ['money out'],
        summary: 'The security hold in force after a credential change, with when it ends',
        response: { 200: envelope(securityHoldStatusSchema) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      data: { hold: await securityHoldOf(depsOf(request), principalOf(request).userId) },
    }),
  );
};
