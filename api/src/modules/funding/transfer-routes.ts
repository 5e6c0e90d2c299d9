import {
  envelope,
  heldDepositListSchema,
  portfolioLimitsSchema,
  text,
  transferListSchema,
  transferSchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { heldDepositsOf } from './held-deposit-service.js';
import { transferOf, transfersOf } from './transfer-service.js';
import { dailyLimitUse } from './withdrawal-limit.js';

/** The caller's deposits and withdrawals, and how much of today's withdrawal limit is left. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/transaction/transfers',
    {
      schema: {
        tags: ['funding'],
        summary: 'The caller’s deposits and withdrawals, newest first',
        response: { 200: envelope(transferListSchema) },
      },
    },
    async (request) => ({
      data: await transfersOf(depsOf(request), principalOf(request).userId),
    }),
  );

  app.get(
    '/transaction/transfers/:transferId',
    {
      schema: {
        tags: ['funding'],
        summary: 'One of the caller’s deposits or withdrawals',
        params: z.object({ transferId: text().min(1).max(64) }),
        response: { 200: envelope(transferSchema) },
      },
    },
    async (request) => ({
      data: await transferOf(depsOf(request), {
        userId: principalOf(request).userId,
        transferId: request.params.transferId,
      }),
    }),
  );

  app.get(
    '/user/held-deposits',
    {
      schema: {
        tags: ['funding'],
        summary:
          'Deposits that arrived but are on hold (not in the balance yet), newest first, with why',
        response: { 200: envelope(heldDepositListSchema) },
      },
    },
    async (request) => ({
      data: await heldDepositsOf(depsOf(request), principalOf(request).userId),
    }),
  );

  app.get(
    '/user/portfolio/limits',
    {
      schema: {
        tags: ['funding'],
        summary: 'Today’s withdrawal limit in AUD (Sydney day): limit, used, remaining',
        response: { 200: envelope(portfolioLimitsSchema) },
      },
    },
    async (request) => {
      const use = await dailyLimitUse(app.db, principalOf(request).userId, new Date());
      return { data: [{ type: 'WITHDRAWAL' as const, period: 'daily' as const, ...use }] };
    },
  );
};
