import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { parseEnv, type Env } from './config/env.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.js';
import { seedDemoAccounts, seedReferenceData } from './seed/seed-database.js';

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
const database = openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolSize: env.DATABASE_POOL_SIZE,
  onConnectionError: (error) =>
    console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
});
await migrateToLatest(database.db);
await seedReferenceData(database.db);

const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { lazyConnect: false }) : null;
const app = await buildApp({ env, database, jwtSecret: jwtSecret(env), redis, runJobs: true });
if (env.SANDBOX) await seedDemoAccounts(app);
const address = await app.listen({ host: env.HOST, port: env.PORT });

const lines = [
  `Wattle API listening on ${address} (database: ${database.kind}${redis ? ', redis' : ''})`,
  `OpenAPI explorer: ${address}/docs`,
];
if (env.SANDBOX) {
  lines.push(`Sandbox demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(22)} ${user.description}`);
}
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(async () => {
      await redis?.quit();
      process.exit(0);
    });
  });
}
