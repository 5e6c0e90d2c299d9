import {
  envelope,
  sandboxCryptoDepositSchema,
  sandboxDepositResultSchema,
  sandboxFiatDepositSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { simulateCryptoDeposit, simulateFiatDeposit } from './sandbox-deposit-service.js';
import { settlePendingWithdrawals } from './settlement-service.js';

/**
 * Sandbox only: the bank and the chain telling Wattle money arrived, and the settlement run
 * that a restart would do. Public, because in the sandbox no money is real. What arrives for
 * a customer who may not deposit, or from a flagged sender, is held (recordDeposit).
 */
export const sandboxFundingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sandbox/deposits/fiat',
    {
      schema: {
        tags: ['sandbox'],
        summary:
          'Simulate AUD arriving by bank transfer or PayID (by reference, PayID, id or e-mail)',
        body: sandboxFiatDepositSchema,
        response: { 200: envelope(sandboxDepositResultSchema) },
      },
    },
    async (request) => ({ data: await simulateFiatDeposit(depsOf(request), request.body) }),
  );

  app.post(
    '/sandbox/deposits/crypto',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Simulate coins arriving at a deposit address (or for a customer by id or e-mail)',
        body: sandboxCryptoDepositSchema,
        response: { 200: envelope(sandboxDepositResultSchema) },
      },
    },
    async (request) => ({ data: await simulateCryptoDeposit(depsOf(request), request.body) }),
  );

  app.post(
    '/sandbox/transfers/settle',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Settle every pending withdrawal now, as a restart would',
        response: { 200: envelope(z.object({ attempted: z.number().int() })) },
      },
    },
    async (request) => ({
      data: { attempted: await settlePendingWithdrawals(depsOf(request)) },
    }),
  );
};
