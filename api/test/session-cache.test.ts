import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME } from '../src/db/change-notices.js';
import { fund } from './helpers/ledger.js';
import { StatementLog, useLoggedApp } from './helpers/statement-log.js';
import { useTestApp } from './helpers/test-app.js';
import { quote } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();
const log = new StatementLog();
/** A second API process on the same database, whose statements are logged. */
const counted = useLoggedApp(t, log);

const BUY = { cryptoAssetId: 'btc', orderAmount: '50', orderType: 'buy' };

function fiatBalance(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/user/balances/fiat', headers });
}

async function fundedCustomer() {
  const customer = await signedInUser(t.app);
  await fund(t.app.db, customer.user.user_id, 'aud', '1000');
  return customer;
}

/**
 * A change made without the app (another process, a tool, an operator): only PostgreSQL's
 * announcement tells the API. PGlite delivers it as the statement returns, PostgreSQL a
 * moment later; the cache would otherwise keep the old check for 30 s.
 */
async function eventually(check: () => Promise<void>) {
  await vi.waitFor(check, { timeout: 3000, interval: 20 });
}

describe('the session check of a polled call is kept between calls', () => {
  it('reads the session once for a customer polling their balance and re-quoting', async () => {
    const { headers } = await fundedCustomer();
    const first = await log.of(() => fiatBalance(counted(), headers));
    expect(first.length).toBeGreaterThan(1);
    // The balance alone: no session read.
    const again = await log.of(() => fiatBalance(counted(), headers));
    expect(again).toEqual(['SelectQueryNode']);
    expect((await quote(counted(), headers, BUY)).statusCode).toBe(200);
    const quoted = await log.of(async () => {
      expect((await quote(counted(), headers, BUY)).statusCode).toBe(200);
    });
    // The review screen's refresh: no session read, and the quote's rows written where the
    // balance covers them, in one statement.
    expect(quoted).toEqual(['InsertQueryNode']);
  });

  it('reads the session afresh for every call that is not marked', async () => {
    const { headers } = await fundedCustomer();
    await fiatBalance(counted(), headers);
    const history = await log.of(() =>
      counted().inject({ method: 'GET', url: '/user/portfolio/history?range=7d', headers }),
    );
    expect(history.length).toBeGreaterThan(1);
    const me = await log.of(() => counted().inject({ method: 'GET', url: '/user', headers }));
    expect(me[0]).toBe('SelectQueryNode');
    expect(me.length).toBeGreaterThan(1);
  });

  it('refuses a polled call at once after the customer logs out, on the process that logged out', async () => {
    const { headers } = await fundedCustomer();
    expect((await fiatBalance(counted(), headers)).statusCode).toBe(200);
    const out = await counted().inject({ method: 'POST', url: '/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await fiatBalance(counted(), headers)).statusCode).toBe(401);
  });

  it('refuses a quote at once after support suspends buying, on any process', async () => {
    const { user, headers } = await fundedCustomer();
    expect((await quote(counted(), headers, BUY)).statusCode).toBe(200);
    const { headers: staff } = await signedInUser(t.app, { role: 'support_lv2' });
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/support/users/${user.user_id}/permissions/BUY/suspend`,
      headers: staff,
      payload: { reason: 'Checking a report of a stolen card' },
    });
    expect(suspended.statusCode).toBe(200);
    await eventually(async () => {
      expect((await quote(counted(), headers, BUY)).statusCode).toBe(403);
    });
  });

  it('hears a session ended in the database by something else than the API', async () => {
    const { user, headers } = await fundedCustomer();
    expect((await fiatBalance(counted(), headers)).statusCode).toBe(200);
    await sql`update sessions set revoked_at = now() where user_id = ${user.user_id}`.execute(
      t.app.db,
    );
    await eventually(async () => {
      expect((await fiatBalance(counted(), headers)).statusCode).toBe(401);
    });
  });

  it('hears a verification taken back in the database', async () => {
    const { user, headers } = await fundedCustomer();
    expect((await quote(counted(), headers, BUY)).statusCode).toBe(200);
    await sql`update users set documents_verified = false where user_id = ${user.user_id}`.execute(
      t.app.db,
    );
    await eventually(async () => {
      expect((await quote(counted(), headers, BUY)).statusCode).toBe(403);
    });
  });
});

describe.skipIf(process.env.WATTLE_TEST_DB !== 'postgres')(
  'a lost listening connection (PostgreSQL)',
  () => {
    it('keeps nothing while deaf, so a change it could not hear still counts, and listens again', async () => {
      const first = await fundedCustomer();
      await fiatBalance(counted(), first.headers);
      expect(await log.of(() => fiatBalance(counted(), first.headers))).toHaveLength(1);
      // Both apps' listeners go; the session ends while nobody listens.
      const { rows } = await sql<{ gone: boolean }>`
        select pg_terminate_backend(pid) as gone from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_NAME}`.execute(
        t.app.db,
      );
      expect(rows.length).toBeGreaterThan(0);
      await sql`update sessions set revoked_at = now() where user_id = ${first.user.user_id}`.execute(
        t.app.db,
      );
      await eventually(async () => {
        expect((await fiatBalance(counted(), first.headers)).statusCode).toBe(401);
      });

      // Listening again within a few seconds: checks are kept, and changes heard, once more.
      const second = await fundedCustomer();
      await vi.waitFor(
        async () => {
          await fiatBalance(counted(), second.headers);
          expect(await log.of(() => fiatBalance(counted(), second.headers))).toHaveLength(1);
        },
        { timeout: 10_000, interval: 200 },
      );
      await sql`update sessions set revoked_at = now() where user_id = ${second.user.user_id}`.execute(
        t.app.db,
      );
      await eventually(async () => {
        expect((await fiatBalance(counted(), second.headers)).statusCode).toBe(401);
      });
    });
  },
);
