import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BucketsTable } from '../../db/schema.js';
import { audUnits } from '../trading/amounts.js';
import { BUCKET_MAX_ORDER_AUD, BUCKET_MIN_ORDER_AUD, SEED_BUCKETS } from './bucket-catalogue.js';
import Big from 'big.js';

export type BucketRow = Selectable<BucketsTable>;

export interface BucketWithAssets extends BucketRow {
  assets: {
    asset_id: string;
    percentage: string;
    symbol: string;
    name: string;
    decimals: number;
  }[];
}

export async function listBuckets(db: Db, bucketId?: string): Promise<BucketWithAssets[]> {
  let bucketQuery = db.selectFrom('buckets').selectAll().orderBy('sort_order').orderBy('bucket_id');
  if (bucketId) bucketQuery = bucketQuery.where('bucket_id', '=', bucketId);
  const buckets = await bucketQuery.execute();
  if (buckets.length === 0) return [];
  const assets = await db
    .selectFrom('bucket_assets')
    .innerJoin('assets', 'assets.asset_id', 'bucket_assets.asset_id')
    .select([
      'bucket_assets.bucket_id',
      'bucket_assets.asset_id',
      'bucket_assets.percentage',
      'assets.symbol',
      'assets.name',
      'assets.decimals',
    ])
    .where(
      'bucket_assets.bucket_id',
      'in',
      buckets.map((bucket) => bucket.bucket_id),
    )
    .orderBy('bucket_assets.percentage', 'desc')
    .orderBy('bucket_assets.asset_id')
    .execute();
  return buckets.map((bucket) => ({
    ...bucket,
    assets: assets.filter((asset) => asset.bucket_id === bucket.bucket_id),
  }));
}

/** Adds the starting buckets when missing; an admin's edits survive restarts. */
export async function seedBuckets(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, bucket] of SEED_BUCKETS.entries()) {
      const inserted = await trx
        .insertInto('buckets')
        .values({
          bucket_id: bucket.bucketId,
          name: bucket.name,
          description: bucket.description,
          risk_level: bucket.riskLevel,
          min_order: audUnits(new Big(BUCKET_MIN_ORDER_AUD)),
          max_order: audUnits(new Big(BUCKET_MAX_ORDER_AUD)),
          sort_order: index,
        })
        .onConflict((oc) => oc.column('bucket_id').doNothing())
        .returning('bucket_id')
        .executeTakeFirst();
      if (!inserted) continue;
      await trx
        .insertInto('bucket_assets')
        .values(
          bucket.assets.map(([assetId, percentage]) => ({
            bucket_id: bucket.bucketId,
            asset_id: assetId ?? '',
            percentage: percentage ?? '0',
          })),
        )
        .execute();
    }
  });
}

/** A bucket quote, locked for this transaction. */
export function lockBucketOrder(db: Db, userId: string, bucketOrderId: string) {
  return db
    .selectFrom('bucket_orders')
    .selectAll()
    .where('bucket_order_id', '=', bucketOrderId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function lockBucketLegs(db: Db, bucketOrderId: string) {
  return db
    .selectFrom('trades')
    .selectAll()
    .where('bucket_order_id', '=', bucketOrderId)
    .forUpdate()
    .execute();
}

export async function completeBucketOrder(
  db: Db,
  bucketOrderId: string,
  entryId: string | null,
  at: Date,
) {
  await db
    .updateTable('bucket_orders')
    .set({ status: 'complete', entry_id: entryId, executed_at: at })
    .where('bucket_order_id', '=', bucketOrderId)
    .execute();
}

/** A bucket quote that could not execute stays on record as rejected, legs included. */
export async function rejectBucketOrder(
  db: Db,
  userId: string,
  bucketOrderId: string,
  reason: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bucket_orders')
      .set({ status: 'rejected', rejection_reason: reason })
      .where('bucket_order_id', '=', bucketOrderId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('trades')
      .set({ status: 'rejected', rejection_reason: reason })
      .where('bucket_order_id', '=', bucketOrderId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
  });
}
