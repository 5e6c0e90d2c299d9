import { envelope } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { runDuePlans } from '../recurring-buys/index.js';

/**
 * Sandbox only: the recurring-buy clock ticking now. (Deposits arriving are simulated by
 * modules/funding/sandbox-funding-routes.ts.)
 */
export const sandboxMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/recurring-buys/run-due',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Run every recurring buy that is due, now',
        response: { 200: envelope(z.object({ ran: z.number().int() })) },
      },
    },
    async (request) => ({ data: { ran: await runDuePlans(depsOf(request)) } }),
  );
};
