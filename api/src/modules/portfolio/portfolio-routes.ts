import {
  assetBalanceSchema,
  coinParcelsSchema,
  envelope,
  FIAT_ASSET_ID,
  portfolioBalancesSchema,
  portfolioHistorySchema,
  portfolioHoldingsSchema,
  portfolioRangeSchema,
  salePreviewQuerySchema,
  salePreviewSchema,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { portfolioHoldings } from './holdings-service.js';
import { coinParcels, salePreview } from './parcels-service.js';
import { assetBalance, portfolioBalances, portfolioHistory } from './portfolio-service.js';

const coinParams = z.object({ assetId: text().min(1).max(32) });

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
        summary: 'Portfolio value and cost base over time, from the first holding',
        querystring: z.object({ range: portfolioRangeSchema.default('30d') }),
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

  app.get(
    '/user/portfolio/holdings',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Each coin with its cost base, unrealised gain and gain realised this year',
        response: { 200: envelope(portfolioHoldingsSchema) },
      },
    },
    async (request) => ({
      data: await portfolioHoldings(depsOf(request), { userId: principalOf(request).userId }),
    }),
  );

  app.get(
    '/user/portfolio/holdings/:assetId/parcels',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'The parcels of one coin still held, with their CGT-discount dates',
        params: coinParams,
        response: { 200: envelope(coinParcelsSchema) },
      },
    },
    async (request) => ({
      data: await coinParcels(depsOf(request), {
        userId: principalOf(request).userId,
        assetId: request.params.assetId,
      }),
    }),
  );

  app.get(
    '/user/portfolio/holdings/:assetId/sale-preview',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'What selling an amount now would realise, parcel by parcel; sells nothing',
        params: coinParams,
        querystring: salePreviewQuerySchema,
        response: { 200: envelope(salePreviewSchema) },
      },
    },
    async (request) => ({
      data: await salePreview(depsOf(request), {
        userId: principalOf(request).userId,
        assetId: request.params.assetId,
        amount: request.query.amount,
      }),
    }),
  );
};
