import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.js';
import { parseEnv, type Env } from './config/env.js';
import { exitWithAdvice, openServerDatabase } from './db/server-database.js';
import { closeRedis, createRedisClient } from './lib/redis-client.js';
import { installShutdown } from './lib/shutdown.js';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, DEMO_USERS } from './seed/demo-users.js';
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
// Installed first: a signal during start-up still closes what has been opened so far.
const shutdown = installShutdown({ log: (message) => console.log(`Wattle API: ${message}`) });
const database = await openServerDatabase(env, console).catch(exitWithAdvice);
shutdown.defer('database', () => database.db.destroy());
await seedReferenceData(database.db);

const redisLog = {
  warn: (message: string) => console.warn(`Wattle API: ${message}`),
  info: (message: string) => console.log(`Wattle API: ${message}`),
};
const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, redisLog) : null;
if (redis) shutdown.defer('redis', () => closeRedis(redis));
const app = await buildApp({ env, database, jwtSecret: jwtSecret(env), redis, runJobs: true });
// Closing the app stops its jobs and then closes the database (both onClose), after
// in-flight requests finish.
shutdown.defer('app', () => app.close());
if (env.SANDBOX) await seedDemoAccounts(app);
const address = await app.listen({ host: env.HOST, port: env.PORT });

const lines = [
  `Wattle API listening on ${address} (database: ${database.kind}${redis ? ', redis' : ''})`,
  ...(env.API_DOCS ? [`OpenAPI explorer: ${address}/docs`] : []),
];
if (env.SANDBOX) {
  lines.push(`Sandbox demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(22)} ${user.description}`);
  lines.push(
    `  support2 and admin sign in with an authenticator code: secret ${DEMO_STAFF_TOTP_SECRET}`,
  );
}
console.log(lines.join('\n'));
