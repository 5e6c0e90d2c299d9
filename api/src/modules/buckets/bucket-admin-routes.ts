import { bucketDefinitionSchema, bucketSchema, envelope } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { principalOf } from '../../plugins/auth.js';
import { writeAudit } from '../audit/audit-repository.js';
import { listAssets } from '../assets/asset-repository.js';
import { audUnits } from '../trading/amounts.js';
import { listBuckets } from './bucket-repository.js';
import { toBucket } from './bucket-service.js';

/** Admin: define or change a bucket. The database also refuses percentages that miss 100. */
export const bucketAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.requireRole('admin'));

  app.put(
    '/admin/buckets/:bucketId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create or replace a bucket (admin)',
        params: z.object({
          bucketId: z
            .string()
            .regex(/^[a-z0-9-]{2,40}$/, 'Use 2–40 lower-case letters, digits and hyphens'),
        }),
        body: bucketDefinitionSchema,
        response: { 200: envelope(bucketSchema) },
      },
    },
    async (request) => {
      const { bucketId } = request.params;
      const definition = request.body;
      const total = definition.assets.reduce(
        (sum, entry) => sum.plus(entry.percentage),
        new Big(0),
      );
      if (!total.eq(100))
        throw badRequest(`Percentages must add up to 100 (they add up to ${total.toFixed()})`);
      const ids = definition.assets.map((entry) => entry.assetId.toLowerCase());
      if (new Set(ids).size !== ids.length) throw badRequest('List each asset once');
      const tradable = new Set(
        (await listAssets(app.db))
          .filter((asset) => asset.type !== 'fiat')
          .map((asset) => asset.asset_id),
      );
      const unknown = ids.filter((id) => !tradable.has(id));
      if (unknown.length > 0) throw badRequest(`Not a tradable asset: ${unknown.join(', ')}`);
      const minOrder = new Big(definition.minOrder);
      const maxOrder = new Big(definition.maxOrder);
      if (minOrder.lte(0) || maxOrder.lt(minOrder))
        throw badRequest('The maximum order must be at least the minimum, above zero');
      await inTransaction(app, async (trx) => {
        const values = {
          name: definition.bucketName,
          description: definition.description,
          risk_level: definition.riskLevel,
          enabled: definition.enabled,
          min_order: audUnits(minOrder),
          max_order: audUnits(maxOrder),
        };
        await trx
          .insertInto('buckets')
          .values({ bucket_id: bucketId, ...values })
          .onConflict((oc) =>
            oc.column('bucket_id').doUpdateSet({ ...values, updated_at: new Date() }),
          )
          .execute();
        await trx.deleteFrom('bucket_assets').where('bucket_id', '=', bucketId).execute();
        await trx
          .insertInto('bucket_assets')
          .values(
            definition.assets.map((entry) => ({
              bucket_id: bucketId,
              asset_id: entry.assetId.toLowerCase(),
              percentage: entry.percentage,
            })),
          )
          .execute();
        await writeAudit(trx, {
          actorId: principalOf(request).userId,
          subjectUserId: null,
          action: 'bucket.save',
          details: { bucketId, ...definition },
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
      });
      const [saved] = await listBuckets(app.db, bucketId);
      if (!saved) throw notFound('That bucket');
      return { data: toBucket(saved) };
    },
  );
};
