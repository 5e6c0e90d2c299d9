import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from './outbox-routes.js';
import { sandboxMoneyRoutes } from './sandbox-money-routes.js';

/**
 * Sandbox only (registered when SANDBOX is on): what the sandbox providers sent, and the
 * recurring-buy clock on demand. Public, because in the sandbox nothing is real.
 */
export const sandboxModule: FastifyPluginAsync = async (app) => {
  await app.register(outboxRoutes);
  await app.register(sandboxMoneyRoutes);
};
