import type { Bucket, BucketDefinition } from '@wattle/shared/contracts';
import Big from 'big.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { audUnits } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssets } from '../assets/index.js';
import { writeAudit, type Actor } from '../audit/index.js';
import {
  assetListedTwice,
  bucketNotFound,
  notTradable,
  orderBoundsInvalid,
  percentagesMissHundred,
} from './bucket-errors.js';
import {
  insertBucketIfMissing,
  listBuckets,
  saveBucket,
  type BucketWeights,
  type NewBucket,
} from './bucket-repository.js';
import { toBucket } from './bucket-service.js';

/** Admin: defines or changes a bucket, audited. The database also refuses percentages that miss 100. */
export async function defineBucket(
  deps: ServiceDeps,
  { actor, bucketId, definition }: { actor: Actor; bucketId: string; definition: BucketDefinition },
): Promise<Bucket> {
  const total = definition.assets.reduce((sum, entry) => sum.plus(entry.percentage), new Big(0));
  if (!total.eq(100)) throw percentagesMissHundred(total.toFixed());
  const ids = definition.assets.map((entry) => entry.assetId.toLowerCase());
  if (new Set(ids).size !== ids.length) throw assetListedTwice();
  const tradable = new Set(
    (await listAssets(deps.db))
      .filter((asset) => asset.type !== 'fiat')
      .map((asset) => asset.asset_id),
  );
  const unknown = ids.filter((id) => !tradable.has(id));
  if (unknown.length > 0) throw notTradable(unknown);
  const minOrder = new Big(definition.minOrder);
  const maxOrder = new Big(definition.maxOrder);
  if (minOrder.lte(0) || maxOrder.lt(minOrder)) throw orderBoundsInvalid();
  await inTransaction(deps, async (trx) => {
    await saveBucket(
      trx,
      {
        bucket_id: bucketId,
        name: definition.bucketName,
        description: definition.description,
        risk_level: definition.riskLevel,
        enabled: definition.enabled,
        min_order: audUnits(minOrder),
        max_order: audUnits(maxOrder),
      },
      definition.assets.map((entry) => ({
        asset_id: entry.assetId.toLowerCase(),
        percentage: entry.percentage,
      })),
    );
    await writeAudit(trx, {
      ...actor,
      subjectUserId: null,
      action: 'bucket.save',
      details: { bucketId, ...definition },
    });
  });
  const [saved] = await listBuckets(deps.db, bucketId);
  if (!saved) throw bucketNotFound();
  return toBucket(saved);
}

/** Adds a bucket and its assets unless the id is taken (an admin's edits survive restarts). */
export function addBucketIfMissing(
  trx: Db,
  bucket: NewBucket,
  assets: BucketWeights,
): Promise<boolean> {
  return insertBucketIfMissing(trx, bucket, assets);
}
