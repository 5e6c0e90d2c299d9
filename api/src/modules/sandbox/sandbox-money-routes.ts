import { envelope } from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import { runDuePlans } from '../recurring-buys/recurring-buy-service.js';

/**
 * Sandbox only: the recurring-buy clock ticking now. (Deposits arriving are simulated by
 * modules/funding/sandbox-funding-routes.ts.)
 */
export const sandboxMoneyRoutes: FastifyPluginAsyncZod<{ market: MarketDataProvider }> = async (
  app,
  { market },
) => {
  app.post(
    '/sandbox/recurring-buys/run-due',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Run every recurring buy that is due, now',
        response: { 200: envelope(z.object({ ran: z.number().int() })) },
      },
    },
    async () => ({ data: { ran: await runDuePlans(app, market) } }),
  );
};
