import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { parseEnv, type Env } from './config/env.js';
import { exitWithAdvice, openServerDatabase } from './db/server-database.js';
import { installShutdown } from './lib/shutdown.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from './db/seed/demo-users.js';
import { seedAssets } from './modules/assets/asset-seed.js';
import { seedBuckets } from './modules/buckets/bucket-repository.js';
import { seedDemoBalances } from './db/seed/demo-balances.js';
import { COINS } from './modules/assets/asset-catalogue.js';
import { SandboxMarket } from './modules/market-data/sandbox-market.js';
import { runDuePlans } from './modules/recurring-buys/recurring-buy-service.js';
import { purgeStaleQuotes } from './modules/trading/stale-quotes.js';
import { startIntervalJob } from './lib/interval-job.js';
import { settlePendingWithdrawals } from './modules/funding/settlement-service.js';

/** Production must set JWT_SECRET; locally one is made once and kept beside the data. */
function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(path.dirname(env.DATA_DIR), 'dev-jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const env = parseEnv(process.env);
// Installed first: a signal during start-up still closes what has been opened so far.
const shutdown = installShutdown({ log: (message) => console.log(`Wattle API: ${message}`) });
const database = await openServerDatabase(env, console).catch(exitWithAdvice);
shutdown.defer('database', () => database.db.destroy());
await seedAssets(database.db);
await seedBuckets(database.db);
const demoCustomers = env.SANDBOX
  ? (await seedDemoUsers(database.db)).filter(
      (created) => created.role === 'user' && created.verified,
    )
  : [];

const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: false }) : null;
if (redis) shutdown.defer('redis', () => redis.quit());
const market = new SandboxMarket(env.MARKET_SEED, COINS);
const app = await buildApp({ env, database, jwtSecret: jwtSecret(env), redis, market });
// Closing the app closes the database too (its onClose), after in-flight requests finish.
shutdown.defer('app', () => app.close());
for (const customer of demoCustomers) await seedDemoBalances(app, customer.userId);
const address = await app.listen({ host: env.HOST, port: env.PORT });
const stopJobs = [
  startIntervalJob('recurring buys', env.RECURRING_BUY_INTERVAL_MS, app.log, () =>
    runDuePlans(app, market),
  ),
  startIntervalJob('stale quotes', 10 * 60_000, app.log, () => purgeStaleQuotes(database.db)),
  // A withdrawal whose provider call failed mid-way is settled (or refunded) on a later pass.
  startIntervalJob('pending withdrawals', 60_000, app.log, () => settlePendingWithdrawals(app)),
];
shutdown.defer('jobs', async () => stopJobs.forEach((stop) => stop()));

const lines = [
  `Wattle API listening on ${address} (database: ${database.kind}${redis ? ', redis' : ''})`,
  `OpenAPI explorer: ${address}/docs`,
];
if (env.SANDBOX) {
  lines.push(`Sandbox demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(22)} ${user.description}`);
}
console.log(lines.join('\n'));
