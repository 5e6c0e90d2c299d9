import {
  envelope,
  sandboxPriceMoveResultSchema,
  sandboxPriceMoveSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/service-deps.js';
import { movePrice } from './price-move-service.js';

/**
 * Sandbox only: a coin's live price moved on demand, as the sandbox's bank and chain make
 * deposits arrive. Public, because in the sandbox no money is real.
 */
export const sandboxMarketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/market/move',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Move a coin's live price to a target, by a percentage, or back to the walk",
        body: sandboxPriceMoveSchema,
        response: { 200: envelope(sandboxPriceMoveResultSchema) },
      },
    },
    async (request) => ({ data: await movePrice(depsOf(request), request.body) }),
  );
};
