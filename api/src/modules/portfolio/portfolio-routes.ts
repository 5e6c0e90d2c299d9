import {
  assetBalanceSchema,
  envelope,
  FIAT_ASSET_ID,
  historyRangeSchema,
  portfolioBalancesSchema,
  portfolioHistorySchema,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { assetBalance, portfolioBalances, portfolioHistory } from './portfolio-service.js';

export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/balances/fiat',
    {
      config: { sessionCache: true },
      schema: {
        tags: ['portfolio'],
        summary: 'AUD balance',
        response: { 200: envelope(assetBalanceSchema) },
      },
    },
    async (request) => ({
      data: await assetBalance(depsOf(request), {
        userId: principalOf(request).userId,
        assetId: FIAT_ASSET_ID,
      }),
    }),
  );

  app.get(
    '/user/balances/:assetId',
    {
      config: { sessionCache: true },
      schema: {
        tags: ['portfolio'],
        summary: 'Balance of one asset',
        params: z.object({ assetId: text().min(1).max(32) }),
        response: { 200: envelope(assetBalanceSchema) },
      },
    },
    async (request) => ({
      data: await assetBalance(depsOf(request), {
        userId: principalOf(request).userId,
        assetId: request.params.assetId,
      }),
    }),
  );

  app.get(
    '/user/portfolio/balances',
    {
      config: { sessionCache: true },
      schema: {
        tags: ['portfolio'],
        summary: 'Everything held, valued in AUD, highest first',
        response: { 200: envelope(portfolioBalancesSchema) },
      },
    },
    async (request) => ({
      data: await portfolioBalances(depsOf(request), principalOf(request).userId),
    }),
  );

  app.get(
    '/user/portfolio/history',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Portfolio value over time',
        querystring: z.object({ range: historyRangeSchema.default('30d') }),
        response: { 200: envelope(portfolioHistorySchema) },
      },
    },
    async (request) => ({
      data: await portfolioHistory(depsOf(request), {
        userId: principalOf(request).userId,
        range: request.query.range,
      }),
    }),
  );
};
