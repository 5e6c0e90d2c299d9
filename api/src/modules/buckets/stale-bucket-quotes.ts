import type { ServiceDeps } from '../../lib/service-deps.js';
import { KEEP_UNUSED_QUOTES_MS } from '../trading/index.js';
import { deleteUnusedBucketOrdersExpiredBefore } from './bucket-repository.js';

/**
 * Deletes bucket quotes never executed, kept as long as single quotes after they expired.
 * One goes once its legs have gone (trading's stale-quotes purge deletes them); until then
 * the next run finds it again. Executed and rejected bucket orders are history and stay.
 */
export async function purgeStaleBucketQuotes(
  deps: ServiceDeps,
  { now = new Date() }: { now?: Date } = {},
): Promise<void> {
  await deleteUnusedBucketOrdersExpiredBefore(
    deps.db,
    new Date(now.getTime() - KEEP_UNUSED_QUOTES_MS),
  );
}
