import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseEnv, type Env } from '../../src/config/env.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { seedReferenceData } from '../../src/seed/seed-database.js';
import { scratchDatabase } from '../../tooling/scratch-database.js';
import { expectLedgerSound } from './ledger.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

const usePostgres = process.env.WATTLE_TEST_DB === 'postgres';

/** A database of its own for one test file: PGlite in memory, or a fresh PostgreSQL database. */
export async function freshDatabase(
  kind: 'pglite' | 'postgres' = usePostgres ? 'postgres' : 'pglite',
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, drop: () => handle.db.destroy() };
  }
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('A PostgreSQL test database needs DATABASE_URL');
  const scratch = await scratchDatabase(baseUrl);
  // The test drops its database with force at the end; idle connections ending then are expected.
  const handle = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: '',
    poolSize: 30,
    onConnectionError: () => undefined,
  });
  return {
    handle,
    drop: async () => {
      await handle.db.destroy();
      await scratch.drop();
    },
  };
}

export const TEST_ENV = parseEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  SANDBOX: 'true',
  CORS_ORIGINS: 'http://localhost:3000',
  APP_URL: 'http://localhost:3000',
});

/** One per test file, so apps built in it accept each other's tokens. */
const JWT_SECRET = randomBytes(32).toString('hex');

export interface TestAppOptions {
  env?: Partial<Env>;
  redis?: Redis;
}

/** An app on a database that already exists: a second API instance, for example. */
export async function buildTestApp(
  handle: DatabaseHandle,
  { env, ...options }: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    env: { ...TEST_ENV, ...env },
    database: handle,
    jwtSecret: JWT_SECRET,
    closeDatabase: false,
    ...options,
  });
  await app.ready();
  return app;
}

/**
 * A migrated and seeded PGlite's data directory, made once per worker (the API projects keep
 * this module loaded from file to file). A new in-memory PGlite spends most of its start in
 * initdb, the migrations and the seed; one started from this copy skips all three.
 */
let seededPGlite: Promise<Blob> | undefined;

/** A new database of `kind`, migrated and seeded. */
async function migratedAndSeeded(kind: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(kind);
  await migrateToLatest(fresh.handle.db);
  await seedReferenceData(fresh.handle.db);
  return fresh;
}

function seededPGliteData(): Promise<Blob> {
  seededPGlite ??= (async () => {
    const { handle, drop } = await migratedAndSeeded('pglite');
    if (!handle.copyData) throw new Error('An in-memory PGlite offers copyData');
    const data = await handle.copyData();
    await drop();
    return data;
  })();
  return seededPGlite;
}

/** A migrated and seeded database of the test file's own, on PGlite or PostgreSQL. */
async function seededDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!usePostgres) {
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: await seededPGliteData(),
    });
    return { handle, drop: () => handle.db.destroy() };
  }
  return migratedAndSeeded('postgres');
}

/** The real app on a real, migrated and seeded database; only the outside world is sandboxed. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = await seededDatabase();
  const app = await buildTestApp(handle, options);
  return {
    app,
    database: handle,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * The app a test file runs against: made before the file's first test; after its last, the
 * ledger is checked sound and the database dropped. Read `app` inside tests and hooks only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(async () => {
    if (!made) return;
    await expectLedgerSound(made.app.db);
    await made.close();
  });
  const current = (): TestApp => {
    if (!made) throw new Error('The test app is made in beforeAll: use it in a test or hook');
    return made;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}
