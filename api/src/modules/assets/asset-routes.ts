import {
  assetListSchema,
  assetMarketSchema,
  assetSchema,
  assetStatsSchema,
  envelope,
  FIAT_ASSET_ID,
  historyRangeSchema,
  priceHistorySchema,
  text,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../lib/service-deps.js';
import { sharedAnswer } from '../../lib/shared-answers.js';
import {
  dailyChanges,
  marketSizes,
  priceHistory,
  pricedAsset,
  pricedAssets,
} from './asset-service.js';

/** Public: visitors see coin pages and prices before they sign up. */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/asset',
    {
      schema: {
        tags: ['assets'],
        summary: 'Every listed asset with live prices',
        response: { 200: envelope(assetListSchema) },
      },
    },
    async (request) => sharedAnswer(await pricedAssets(depsOf(request))),
  );

  app.get(
    '/asset/id/:id',
    {
      schema: {
        tags: ['assets'],
        summary: 'One asset',
        params: z.object({ id: text().min(1).max(32) }),
        response: { 200: envelope(assetSchema) },
      },
    },
    async (request) => ({ data: await pricedAsset(depsOf(request), request.params.id) }),
  );

  app.get(
    '/asset/fiat',
    {
      schema: {
        tags: ['assets'],
        summary: 'The AUD asset',
        response: { 200: envelope(assetSchema) },
      },
    },
    async (request) => ({ data: await pricedAsset(depsOf(request), FIAT_ASSET_ID) }),
  );

  app.get(
    '/asset/stats',
    {
      schema: {
        tags: ['assets'],
        summary: 'Daily market change per upper-case symbol, as a percentage',
        response: { 200: envelope(assetStatsSchema) },
      },
    },
    async (request) => sharedAnswer(await dailyChanges(depsOf(request))),
  );

  app.get(
    '/asset/market',
    {
      schema: {
        tags: ['assets'],
        summary: 'Market cap, 24 h volume and a 7-day sparkline per upper-case symbol',
        response: { 200: envelope(assetMarketSchema) },
      },
    },
    async (request) => sharedAnswer(await marketSizes(depsOf(request))),
  );

  app.get(
    '/asset/id/:id/history',
    {
      schema: {
        tags: ['assets'],
        summary: 'OHLC price candles over a range, and the 30-day high',
        params: z.object({ id: text().min(1).max(32) }),
        querystring: z.object({ range: historyRangeSchema.default('24h') }),
        response: { 200: envelope(priceHistorySchema) },
      },
    },
    async (request) => ({
      data: await priceHistory(depsOf(request), {
        assetId: request.params.id,
        range: request.query.range,
      }),
    }),
  );
};
