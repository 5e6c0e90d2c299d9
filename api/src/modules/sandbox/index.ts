import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from './outbox-routes.js';
import type { SandboxOperatorRule } from './sandbox-operator.js';
import { sandboxMoneyRoutes } from './sandbox-money-routes.js';

export type { SandboxOperatorRule } from './sandbox-operator.js';

/**
 * Sandbox only (registered when SANDBOX is on): what the sandbox providers sent, readable by
 * the sandbox operator only (its links open accounts), and the recurring-buy clock on demand.
 */
export const sandboxModule: FastifyPluginAsync<{ operator: SandboxOperatorRule }> = async (
  app,
  { operator },
) => {
  await app.register(outboxRoutes, operator);
  await app.register(sandboxMoneyRoutes);
};
