import {
  assetSchema,
  assetUpdateSchema,
  envelope,
  toSmallestUnits,
  type AssetUpdate,
} from '@wattle/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Updateable } from 'kysely';
import type { AssetsTable } from '../../db/schema.js';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../audit/audit-repository.js';
import { isConstraintViolation } from '../../lib/db-errors.js';
import type { MarketDataProvider } from '../market-data/market-data-provider.js';
import { toAsset } from './asset-mapper.js';
import { findAsset, forgetCachedAssets, type AssetRow } from './asset-repository.js';

const AUD_PRECISION = 18;

function columnsFor(asset: AssetRow, update: AssetUpdate): Updateable<AssetsTable> {
  const aud = (value: string | undefined) =>
    value === undefined ? undefined : toSmallestUnits(value, AUD_PRECISION, 'down').toString();
  const own = (value: string | undefined) =>
    value === undefined ? undefined : toSmallestUnits(value, asset.precision, 'down').toString();
  const columns: Updateable<AssetsTable> = {
    enabled: update.enabled,
    deposit_enabled: update.depositEnabled,
    withdraw_enabled: update.withdrawEnabled,
    buy_enabled: update.buyEnabled,
    sell_enabled: update.sellEnabled,
    buy_trade_minimum: aud(update.buyTradeMinimum),
    buy_trade_maximum: aud(update.buyTradeMaximum),
    sell_trade_minimum: own(update.sellTradeMinimum),
    sell_trade_maximum: own(update.sellTradeMaximum),
    withdraw_minimum: own(update.withdrawMinimum),
    withdraw_fee: own(update.withdrawFee),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/** Admin: asset flags and limits. Every change is audited with who, what and from where. */
export const assetAdminRoutes: FastifyPluginAsyncZod<{ market: MarketDataProvider }> = async (
  app,
  { market },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireRole('admin'));

  app.patch(
    '/admin/assets/:assetId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change an asset’s flags or limits (admin)',
        params: z.object({ assetId: z.string().min(1).max(32) }),
        body: assetUpdateSchema,
        response: { 200: envelope(assetSchema) },
      },
    },
    async (request) => {
      const asset = await findAsset(app.db, request.params.assetId.toLowerCase());
      if (!asset) throw notFound('That asset');
      const changes = columnsFor(asset, request.body);
      try {
        await inTransaction(app, async (trx) => {
          await trx
            .updateTable('assets')
            .set({ ...changes, updated_at: new Date() })
            .where('asset_id', '=', asset.asset_id)
            .execute();
          await writeAudit(trx, {
            actorId: principalOf(request).userId,
            subjectUserId: null,
            action: 'asset.update',
            details: { assetId: asset.asset_id, ...request.body },
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? null,
          });
        });
      } catch (error) {
        if (isConstraintViolation(error, 'assets_'))
          throw badRequest('A maximum must not be below its minimum');
        throw error;
      }
      forgetCachedAssets(app.db);
      const updated = await findAsset(app.db, asset.asset_id);
      if (!updated) throw notFound('That asset');
      return { data: toAsset(updated, market) };
    },
  );
};
