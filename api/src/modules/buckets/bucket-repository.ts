import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BucketAssetsTable, BucketOrdersTable, BucketsTable } from '../../db/schema.js';

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

export type NewBucket = Omit<Insertable<BucketsTable>, 'created_at' | 'updated_at'>;
export type BucketWeights = Omit<Insertable<BucketAssetsTable>, 'bucket_id'>[];

/** Adds a bucket and its assets unless the id is taken (an admin's edits survive restarts). */
export async function insertBucketIfMissing(
  trx: Db,
  bucket: NewBucket,
  assets: BucketWeights,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('buckets')
    .values(bucket)
    .onConflict((oc) => oc.column('bucket_id').doNothing())
    .returning('bucket_id')
    .executeTakeFirst();
  if (!inserted) return false;
  await insertBucketAssets(trx, bucket.bucket_id, assets);
  return true;
}

/** Creates or replaces a bucket, its assets included. Call inside a transaction. */
export async function saveBucket(trx: Db, bucket: NewBucket, assets: BucketWeights) {
  const { bucket_id: bucketId, ...values } = bucket;
  await trx
    .insertInto('buckets')
    .values(bucket)
    .onConflict((oc) => oc.column('bucket_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  await trx.deleteFrom('bucket_assets').where('bucket_id', '=', bucketId).execute();
  await insertBucketAssets(trx, bucketId, assets);
}

async function insertBucketAssets(trx: Db, bucketId: string, assets: BucketWeights) {
  await trx
    .insertInto('bucket_assets')
    .values(assets.map((asset) => ({ ...asset, bucket_id: bucketId })))
    .execute();
}

export function insertBucketOrder(db: Db, order: Insertable<BucketOrdersTable>) {
  return db
    .insertInto('bucket_orders')
    .values(order)
    .returning('bucket_order_id')
    .executeTakeFirstOrThrow();
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

/**
 * A bucket quote that could not execute stays on record as rejected, legs included. Call
 * inside a transaction.
 */
export async function rejectBucketOrder(
  trx: Db,
  userId: string,
  bucketOrderId: string,
  reason: string,
) {
  for (const table of ['bucket_orders', 'trades'] as const) {
    await trx
      .updateTable(table)
      .set({ status: 'rejected', rejection_reason: reason })
      .where('bucket_order_id', '=', bucketOrderId)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
  }
}

/** Deletes bucket quotes never executed that expired before `cutoff` (their legs go first). */
export async function deleteUnusedBucketOrdersExpiredBefore(db: Db, cutoff: Date) {
  await db
    .deleteFrom('bucket_orders')
    .where('status', '=', 'pending')
    .where('expires_at', '<', cutoff)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('trades')
            .select(sql`1`.as('one'))
            .whereRef('trades.bucket_order_id', '=', 'bucket_orders.bucket_order_id'),
        ),
      ),
    )
    .execute();
}
