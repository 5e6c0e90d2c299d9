import type { FastifyPluginAsync } from 'fastify';
import { bankingRoutes } from './banking-routes.js';
import { custodialRoutes } from './custodial-routes.js';
import { pausedWithdrawalRoutes } from './paused-withdrawal-routes.js';
import { sandboxFundingRoutes } from './sandbox-funding-routes.js';
import { settlePendingWithdrawals } from './settlement-service.js';
import { transferRoutes } from './transfer-routes.js';
import { estimateSigningKey } from './withdraw-estimate.js';

export interface FundingOptions {
  /** The server's secret; estimates are signed with a key derived from it. */
  serverSecret: string;
  /** The sandbox's bank and chain may announce deposits (SANDBOX only: no money is real). */
  sandbox: boolean;
}

/**
 * Deposits and withdrawals, AUD and crypto. A withdrawal is debited in one transaction and
 * paid out after it; if the process stops in between, the transfer stays pending and is
 * settled here, before the next start takes requests.
 */
export const fundingRoutes: FastifyPluginAsync<FundingOptions> = async (app, options) => {
  await app.register(bankingRoutes);
  await app.register(custodialRoutes, { estimateKey: estimateSigningKey(options.serverSecret) });
  await app.register(transferRoutes);
  await app.register(pausedWithdrawalRoutes);
  if (options.sandbox) await app.register(sandboxFundingRoutes);
  app.addHook('onReady', async () => {
    const attempted = await settlePendingWithdrawals(app);
    if (attempted > 0) app.log.info({ attempted }, 'settled withdrawals left pending');
  });
};
