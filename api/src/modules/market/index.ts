import type { FastifyPluginAsync } from 'fastify';
import { sandboxMarketRoutes } from './sandbox-market-routes.js';

/**
 * The market beyond a quote: the price-tick job that runs what follows the prices (orders
 * whose limit was crossed, alerts), and, in the sandbox, prices moved on demand.
 */
export const marketModule: FastifyPluginAsync<{ sandbox: boolean }> = async (app, options) => {
  if (options.sandbox) await app.register(sandboxMarketRoutes);
};

export { loadPriceMoves } from './price-move-service.js';
export { currentTick, priceTickJob, type PriceTick, type PriceTickHandler } from './price-ticks.js';
