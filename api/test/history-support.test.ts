import type { Trade, Transaction } from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from './helpers/db.js';
import { expectLedgerSound, fund } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { trade } from './helpers/trading.js';
import { signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

let t: TestApp;
let customer: { userId: string; headers: Headers };
let staffId: string;
let lv1: Headers;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInUser(t.app);
  customer = { userId: signedIn.user.user_id, headers: signedIn.headers };
  const staff = await signedInUser(t.app, { role: 'support_lv1' });
  staffId = staff.user.user_id;
  lv1 = staff.headers;
  await fund(t.app.db, customer.userId, 'aud', '1000');
  for (const orderAmount of ['100', '200']) {
    await trade(t.app, customer.headers, { cryptoAssetId: 'btc', orderAmount, orderType: 'buy' });
  }
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

const get = (url: string, headers: Headers) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'user-agent': 'support-console/1.0' },
  });

const auditRows = () =>
  t.app.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_user_id', '=', customer.userId)
    .orderBy('created_at')
    .execute();

describe('support reads a customer’s history', () => {
  it('shows support_lv1 what the customer sees, and writes each read to the audit log', async () => {
    const own = (await get('/transaction/trades', customer.headers)).json<{ data: Trade[] }>();
    const seen = await get(`/support/users/${customer.userId}/trades?limit=1`, lv1);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ data: Trade[] }>().data).toEqual(own.data.slice(0, 1));

    const movements = await get(`/support/users/${customer.userId}/trade-transactions`, lv1);
    expect(movements.statusCode).toBe(200);
    const ownMovements = await get('/transaction/trade-transactions', customer.headers);
    expect(movements.json<{ data: Transaction[] }>().data).toEqual(
      ownMovements.json<{ data: Transaction[] }>().data,
    );

    const audit = await auditRows();
    expect(audit.map((row) => [row.action, row.actor_id, row.details.view])).toEqual([
      ['history.read', staffId, 'trades'],
      ['history.read', staffId, 'trade-transactions'],
    ]);
    expect(audit[0]?.details).toMatchObject({ limit: 1, before: null, items: 1 });
    expect(audit[0]?.user_agent).toBe('support-console/1.0');
  });

  it('is for support staff only: a customer gets 403, even for their own id', async () => {
    const before = await rowCount(t.app.db, 'audit_log');
    for (const path of ['trades', 'trade-transactions']) {
      const response = await get(`/support/users/${customer.userId}/${path}`, customer.headers);
      expect(response.statusCode).toBe(403);
    }
    expect((await get(`/support/users/${customer.userId}/trades`, {})).statusCode).toBe(401);
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });

  it('answers 404 for an unknown person or a staff account, 400 for a bad cursor; audits none', async () => {
    const before = await rowCount(t.app.db, 'audit_log');
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', staffId]) {
      const response = await get(`/support/users/${userId}/trades`, lv1);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That customer was not found');
    }
    const bad = await get(`/support/users/${customer.userId}/trade-transactions?before=x`, lv1);
    expect(bad.statusCode).toBe(400);
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });
});
