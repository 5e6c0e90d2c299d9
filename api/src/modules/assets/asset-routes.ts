import {
  historyRangeSchema,
  priceHistorySchema,
  assetListSchema,
  assetSchema,
  assetStatsSchema,
  envelope,
  FIAT_ASSET_ID,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import { toAsset } from './asset-mapper.js';
import { findAsset, listAssets } from './asset-repository.js';

const DAY_MS = 86_400_000;

/** Public: visitors see coin pages and prices before they sign up. */
export const assetRoutes: FastifyPluginAsyncZod<{ market: MarketDataProvider }> = async (
  app,
  { market },
) => {
  app.get(
    '/asset',
    {
      schema: {
        tags: ['assets'],
        summary: 'Every listed asset with live prices',
        response: { 200: envelope(assetListSchema) },
      },
    },
    async () => {
      const now = new Date();
      return { data: (await listAssets(app.db)).map((row) => toAsset(row, market, now)) };
    },
  );

  app.get(
    '/asset/id/:id',
    {
      schema: {
        tags: ['assets'],
        summary: 'One asset',
        params: z.object({ id: z.string().min(1).max(32) }),
        response: { 200: envelope(assetSchema) },
      },
    },
    async (request) => {
      const row = await findAsset(app.db, request.params.id.toLowerCase());
      if (!row) throw notFound('That asset');
      return { data: toAsset(row, market) };
    },
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
    async () => {
      const row = await findAsset(app.db, FIAT_ASSET_ID);
      if (!row) throw notFound('The AUD asset');
      return { data: toAsset(row, market) };
    },
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
    async () => {
      const now = new Date();
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const stats: Record<string, { dailyMarketChange: string }> = {};
      for (const row of await listAssets(app.db)) {
        const current = market.quote(row.asset_id, now);
        const previous = market.quote(row.asset_id, dayAgo);
        if (!current || !previous) continue;
        const change = current.mid.minus(previous.mid).div(previous.mid).times(100);
        stats[row.symbol.toUpperCase()] = {
          dailyMarketChange: change.round(4, Big.roundHalfUp).toFixed(),
        };
      }
      return { data: stats };
    },
  );

  app.get(
    '/asset/id/:id/history',
    {
      schema: {
        tags: ['assets'],
        summary: 'OHLC price candles over a range, and the 30-day high',
        params: z.object({ id: z.string().min(1).max(32) }),
        querystring: z.object({ range: historyRangeSchema.default('24h') }),
        response: { 200: envelope(priceHistorySchema) },
      },
    },
    async (request) => {
      const row = await findAsset(app.db, request.params.id.toLowerCase());
      if (!row || row.type === 'fiat') throw notFound('That asset');
      const now = new Date();
      const candles = market.candles(row.asset_id, request.query.range, now);
      const month =
        request.query.range === '30d' ? candles : market.candles(row.asset_id, '30d', now);
      const high30d = month.reduce(
        (high, candle) => (candle.high.gt(high) ? candle.high : high),
        new Big(0),
      );
      return {
        data: {
          assetId: row.asset_id,
          range: request.query.range,
          candles: candles.map((candle) => ({
            at: candle.at.toISOString(),
            open: candle.open.toFixed(),
            high: candle.high.toFixed(),
            low: candle.low.toFixed(),
            close: candle.close.toFixed(),
          })),
          high30d: high30d.toFixed(),
        },
      };
    },
  );
};
