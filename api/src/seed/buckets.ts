import Big from 'big.js';
import type { Db } from '../db/database.js';
import { audUnits } from '../lib/money.js';
import { addBucketIfMissing } from '../modules/buckets/index.js';
import { BUCKET_MAX_ORDER_AUD, BUCKET_MIN_ORDER_AUD, SEED_BUCKETS } from './bucket-catalogue.js';

/** Adds the starting buckets that are missing, each with its assets; an admin's edits survive restarts. */
export async function seedBuckets(db: Db): Promise<void> {
  // Nothing here waits on the commit (no notification), so a plain transaction will do.
  await db.transaction().execute(async (trx) => {
    for (const [index, bucket] of SEED_BUCKETS.entries()) {
      await addBucketIfMissing(
        trx,
        {
          bucket_id: bucket.bucketId,
          name: bucket.name,
          description: bucket.description,
          risk_level: bucket.riskLevel,
          min_order: audUnits(new Big(BUCKET_MIN_ORDER_AUD)),
          max_order: audUnits(new Big(BUCKET_MAX_ORDER_AUD)),
          sort_order: index,
        },
        bucket.assets.map(([assetId, percentage]) => ({
          asset_id: assetId ?? '',
          percentage: percentage ?? '0',
        })),
      );
    }
  });
}
