import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  migrateToLatest,
  onMigrationConnection,
  openDatabase,
  type DatabaseHandle,
} from '../src/db/database.js';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from '../src/db/postgres-pool.js';
import { isDatabaseUnavailableError } from '../src/lib/db-errors.js';
import { seedReferenceData } from '../src/seed/seed-database.js';
import { scratchDatabase, type ScratchDatabase } from '../tooling/scratch-database.js';
import { startTcpProxy, type TcpProxy } from '../tooling/tcp-proxy.js';
import { rowCount } from './helpers/db.js';
import { buildTestApp, createTestApp, freshDatabase, type TestApp } from './helpers/test-app.js';
import { createUser, signedInUser } from './helpers/users.js';

/**
 * Statements and queries cut short, so a test of a silent server takes seconds, not the
 * production defaults' five. Connecting keeps production's limit: through the proxy, on a
 * machine busy with the journeys, the app's first connection can take longer than a short one.
 */
const QUICK: PostgresTimeouts = {
  connectMs: DEFAULT_POSTGRES_TIMEOUTS.connectMs,
  statementMs: 300,
  queryMs: 500,
  idleInTransactionMs: 1000,
};

function expectUnavailable(response: { statusCode: number; headers: object; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers).toMatchObject({ 'retry-after': '5' });
  expect(response.json()).toMatchObject({ statusCode: 503, code: 'Unavailable' });
}

describe('when the database is gone', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshDatabase();
    await migrateToLatest(database.handle.db);
    await seedReferenceData(database.handle.db);
    app = await buildTestApp(database.handle);
    await database.handle.db.destroy();
  });
  afterAll(() => app.close());

  it('says on /health which part is down, with Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expectUnavailable(response);
    expect(response.json()).toMatchObject({
      message: 'Wattle is temporarily unavailable: the database is not answering',
      checks: { database: 'down' },
    });
  });
});

describe.skipIf(process.env.WATTLE_TEST_DB !== 'postgres')(
  'when PostgreSQL becomes unreachable (PostgreSQL only)',
  () => {
    let scratch: ScratchDatabase;
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let app: FastifyInstance;
    let headers: { authorization: string };
    beforeAll(async () => {
      scratch = await scratchDatabase(process.env.DATABASE_URL ?? '');
      // The schema goes in directly, with a migration's limits: an index build on a busy server
      // can take longer than QUICK's statement limit.
      await onMigrationConnection(scratch.url, async (db) => {
        await migrateToLatest(db);
        await seedReferenceData(db);
      });
      const direct = new URL(scratch.url);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(scratch.url);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      handle = await openDatabase({
        databaseUrl: viaProxy.toString(),
        dataDir: '',
        timeouts: QUICK,
        onConnectionError: () => undefined,
      });
      app = await buildTestApp(handle);
      ({ headers } = await signedInUser(app));
    });
    afterEach(() => proxy.restore());
    afterAll(async () => {
      await app?.close();
      await handle?.db.destroy();
      await proxy?.close();
      await scratch?.drop();
    });

    it.each([
      ['refuses connections', () => proxy.refuse()],
      ['stops answering', async () => proxy.cut()],
    ])('answers 503 with Retry-After when it %s, then recovers', async (_name, fail) => {
      await fail();
      // Public, signed in (never a 401 that would end the session), and sign-in itself.
      expectUnavailable(await app.inject({ method: 'GET', url: '/asset' }));
      expectUnavailable(await app.inject({ method: 'GET', url: '/user', headers }));
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'someone@example.com', password: 'correct horse battery' },
        }),
      );
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.json()).toMatchObject({ checks: { database: 'down' } });

      await proxy.restore();
      expect((await app.inject({ method: 'GET', url: '/user', headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  },
);

describe.skipIf(process.env.WATTLE_TEST_DB !== 'postgres')(
  'a connection terminated while checked out (PostgreSQL only)',
  () => {
    let t: TestApp;
    const uncaught: unknown[] = [];
    const hear = (error: unknown) => uncaught.push(error);
    beforeAll(async () => {
      t = await createTestApp();
      process.on('uncaughtException', hear);
    });
    afterEach(() => expect(uncaught).toEqual([]));
    afterAll(async () => {
      process.off('uncaughtException', hear);
      await t.close();
    });

    it('rolls the transaction back, keeps the process up and serves the next request', async () => {
      const users = await rowCount(t.app.db, 'users');
      const cut = t.app.db.transaction().execute(async (trx) => {
        await createUser(trx);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(t.app.db);
        // The backend is gone: the transaction cannot commit.
        await createUser(trx);
      });
      const error = await cut.catch((reason: unknown) => reason);
      expect(isDatabaseUnavailableError(error)).toBe(true);
      expect(await rowCount(t.app.db, 'users')).toBe(users);
      expect((await t.app.inject({ method: 'GET', url: '/asset' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    });
  },
);
