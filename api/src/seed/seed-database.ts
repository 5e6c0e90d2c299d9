import type { Db } from '../db/database.js';
import type { ServiceDeps } from '../lib/service-deps.js';
import { seedAssets } from './assets.js';
import { seedBuckets } from './buckets.js';
import { seedDemoBalances } from './demo-balances.js';
import { seedDemoUsers, type DemoUser } from './demo-users.js';

/**
 * What every database needs before it serves: the listed assets with Wattle's own ledger
 * accounts, and the starting buckets. Adds only what is missing, so it runs on every start
 * (server.ts) and on every test database (test/helpers/test-app.ts).
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await seedAssets(db);
  await seedBuckets(db);
}

/**
 * Sandbox only: a person for every role, and money for the verified customer — arriving as
 * real deposits, through the app's own services. Returns the people created this time.
 */
export async function seedDemoAccounts(
  deps: ServiceDeps,
): Promise<(DemoUser & { userId: string })[]> {
  const created = await seedDemoUsers(deps.db);
  for (const person of created) {
    if (person.role === 'user' && person.verified) await seedDemoBalances(deps, person.userId);
  }
  return created;
}
