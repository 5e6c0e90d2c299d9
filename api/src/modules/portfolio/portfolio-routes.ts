import {
  assetBalanceSchema,
  envelope,
  FIAT_ASSET_ID,
  historyRangeSchema,
  portfolioBalancesSchema,
  portfolioHistorySchema,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { principalOf } from '../../plugins/auth.js';
import { findAsset } from '../assets/asset-repository.js';
import { customerBalance } from '../ledger/balances.js';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import { amountFromUnits } from '../trading/amounts.js';
import { portfolioBalances, portfolioHistory } from './portfolio-service.js';

export const portfolioRoutes: FastifyPluginAsyncZod<{ market: MarketDataProvider }> = async (
  app,
  { market },
) => {
  app.addHook('onRequest', app.authenticate);

  const balanceOf = async (userId: string, assetId: string) => {
    const asset = await findAsset(app.db, assetId.toLowerCase());
    if (!asset) throw notFound('That asset');
    return {
      balance: amountFromUnits(await customerBalance(app.db, userId, asset.asset_id), asset),
    };
  };

  app.get(
    '/user/balances/fiat',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'AUD balance',
        response: { 200: envelope(assetBalanceSchema) },
      },
    },
    async (request) => ({ data: await balanceOf(principalOf(request).userId, FIAT_ASSET_ID) }),
  );

  app.get(
    '/user/balances/:assetId',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Balance of one asset',
        params: z.object({ assetId: z.string().min(1).max(32) }),
        response: { 200: envelope(assetBalanceSchema) },
      },
    },
    async (request) => ({
      data: await balanceOf(principalOf(request).userId, request.params.assetId),
    }),
  );

  app.get(
    '/user/portfolio/balances',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Everything held, valued in AUD, highest first',
        response: { 200: envelope(portfolioBalancesSchema) },
      },
    },
    async (request) => ({
      data: await portfolioBalances(app.db, market, principalOf(request).userId),
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
      data: await portfolioHistory(
        app.db,
        market,
        principalOf(request).userId,
        request.query.range,
      ),
    }),
  );
};
