import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_BODY, MALFORMED_JSON, rowCount } from './helpers/db.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, enableTwoFactor, PASSWORD, signedInUser, userRow } from './helpers/users.js';

let t: TestApp;
let lv1: Record<string, string>;
let lv2: Record<string, string>;
let lv2Id: string;
let customerHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  lv1 = (await signedInUser(t.app, { role: 'support_lv1' })).headers;
  const second = await signedInUser(t.app, { role: 'support_lv2' });
  lv2 = second.headers;
  lv2Id = second.user.user_id;
  customerHeaders = (await signedInUser(t.app)).headers;
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const REASON = { reason: 'Customer called from the registered number' };
type Headers = Record<string, string>;

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = REASON) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'user-agent': 'support-console/1.0' },
    payload,
  });
const permissionsOf = async (headers: Headers) =>
  (await get('/user/permissions', headers)).json().data.map((p: { type: string }) => p.type);

describe('support: reading customers', () => {
  it('finds customers by e-mail, name and id, never staff, at most 50', async () => {
    const customer = await createUser(t.app.db, { email: 'findable.person@example.com' });
    await createUser(t.app.db, { role: 'support_lv1', email: 'findable.staff@example.com' });
    const byEmail = await get('/support/users?query=FINDABLE', lv1);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.map((u: { email: string }) => u.email)).toEqual([
      'findable.person@example.com',
    ]);
    const byId = await get(`/support/users?query=${customer.user_id}`, lv1);
    expect(byId.json().data).toMatchObject([{ userId: customer.user_id }]);
    const byName = await get(`/support/users?query=${encodeURIComponent(customer.last_name)}`, lv1);
    expect(byName.json().data.map((u: { userId: string }) => u.userId)).toContain(customer.user_id);
    const wildcard = await get('/support/users?query=%25%25', lv1);
    expect(wildcard.json().data).toEqual([]);

    for (let i = 0; i < 55; i += 1)
      await createUser(t.app.db, { email: `bulk${i}-crowd@example.com` });
    expect((await get('/support/users?query=crowd', lv1)).json().data).toHaveLength(50);
  });

  it('shows a customer: profile, verification, KYC, permissions, suspensions and audit', async () => {
    const customer = await createUser(t.app.db);
    const response = await get(`/support/users/${customer.user_id}`, lv1);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      profile: { userId: customer.user_id, email: customer.email, documentsVerified: true },
      accountStatus: 'active',
      kyc: { status: 'verified', pepStatus: 'not_found' },
      kycSubmissions: [],
      permissions: ['LOGIN', 'DEPOSIT_FIAT', 'BUY', 'SELL', 'WITHDRAW_FIAT', 'WITHDRAW_CRYPTO'],
      suspensions: [],
      recentAudit: [],
    });
    expect(JSON.stringify(response.json())).not.toContain('password');
  });

  it('answers 404 for an unknown, malformed or staff id', async () => {
    const staff = await createUser(t.app.db, { role: 'admin' });
    for (const id of [UNKNOWN_ID, 'not-a-uuid', staff.user_id]) {
      const response = await get(`/support/users/${id}`, lv1);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('That customer was not found');
    }
  });

  it('keeps customers out (403) and needs a session (401)', async () => {
    const customer = await createUser(t.app.db);
    expect((await get('/support/users?query=abc', customerHeaders)).statusCode).toBe(403);
    expect((await get(`/support/users/${customer.user_id}`, customerHeaders)).statusCode).toBe(403);
    expect((await get('/support/users?query=abc', {})).statusCode).toBe(401);
  });

  it.each([
    ['/support/users', 'Enter an e-mail, name, mobile, user ID or deposit reference to search for'],
    ['/support/users?query=a', 'Enter at least 2 characters to search for'],
    [`/support/users?query=${'x'.repeat(121)}`, 'Search for at most 120 characters'],
  ])('rejects the search %s with a message', async (url, message) => {
    const response = await get(url, lv1);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('support: changing customers (support_lv2)', () => {
  it('overrides PEP status, audited with actor, reason, IP and user agent', async () => {
    const customer = await signedInUser(t.app, { pepStatus: 'found' });
    expect(await permissionsOf(customer.headers)).toEqual(['LOGIN']);
    const response = await post(`/support/users/${customer.user.user_id}/pep`, lv2, {
      status: 'overridden',
      reason: 'Checked: a namesake, not the official',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile.pepStatus).toBe('overridden');
    expect(await permissionsOf(customer.headers)).toContain('BUY');
    const [entry] = response.json().data.recentAudit;
    expect(entry).toMatchObject({
      actorId: lv2Id,
      subjectUserId: customer.user.user_id,
      action: 'pep_status.changed',
      details: { from: 'found', to: 'overridden', reason: 'Checked: a namesake, not the official' },
      ip: '127.0.0.1',
      userAgent: 'support-console/1.0',
    });
  });

  it('suspends and restores a permission; /user/permissions and requirePermission follow', async () => {
    const customer = await signedInUser(t.app);
    const base = `/support/users/${customer.user.user_id}/permissions/BUY`;
    const suspended = await post(`${base}/suspend`, lv2);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.suspensions).toMatchObject([
      { permission: 'BUY', reason: REASON.reason },
    ]);
    expect(suspended.json().data.permissions).not.toContain('BUY');
    expect(await permissionsOf(customer.headers)).not.toContain('BUY');
    expect(await permissionsOf(customer.headers)).toContain('SELL');
    // Guarded routes follow at once: buying is refused, selling still reaches its own checks.
    const order = (orderType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/order/quote',
        headers: customer.headers,
        payload: { cryptoAssetId: 'btc', orderAmount: '0.01', orderType, type: 'PREVIEW' },
      });
    expect((await order('buy')).statusCode).toBe(403);
    expect((await order('sell')).json()).toMatchObject({
      statusCode: 400,
      message: 'Insufficient funds',
    });

    const twice = await post(`${base}/suspend`, lv2);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('BUY is already suspended for this customer.');

    const restored = await post(`${base}/restore`, lv2, { reason: 'Documents received' });
    expect(restored.statusCode).toBe(200);
    expect(await permissionsOf(customer.headers)).toContain('BUY');
    const notSuspended = await post(`${base}/restore`, lv2);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().message).toBe('BUY is not suspended for this customer.');

    const audit = await get(`/support/audit?userId=${customer.user.user_id}`, lv2);
    expect(audit.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'permission.restored',
      'permission.suspended',
    ]);
  });

  it('suspending LOGIN ends the customer’s sessions and refuses their sign-in', async () => {
    const customer = await signedInUser(t.app);
    await post(`/support/users/${customer.user.user_id}/permissions/LOGIN/suspend`, lv2);
    expect((await get('/user', customer.headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: customer.user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/cannot sign in/);
  });

  it('resets two-factor, audits it and tells the customer', async () => {
    const customer = await createUser(t.app.db);
    await enableTwoFactor(t.app.db, customer.user_id);
    const url = `/support/users/${customer.user_id}/two-factor/reset`;
    const response = await post(url, lv2);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.profile.twoFactorEnabled).toBe(false);
    expect(await userRow(t.app.db, customer.user_id)).toMatchObject({
      two_factor_enabled: false,
      two_factor_secret: null,
    });
    const notices = await t.app.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', customer.user_id)
      .execute();
    expect(notices).toMatchObject([{ title: 'Two-factor authentication reset', type: 'warning' }]);
    expect(response.json().data.recentAudit[0]).toMatchObject({ action: 'two_factor.reset' });
    const again = await post(url, lv2);
    expect(again.statusCode).toBe(409);
  });

  it('keeps support_lv1 and customers out of every change (403), writing nothing', async () => {
    const customer = await createUser(t.app.db);
    const before = await rowCount(t.app.db, 'audit_log');
    for (const headers of [lv1, customerHeaders]) {
      for (const [url, payload] of [
        [`/support/users/${customer.user_id}/pep`, { status: 'overridden', ...REASON }],
        [`/support/users/${customer.user_id}/permissions/BUY/suspend`, REASON],
        [`/support/users/${customer.user_id}/permissions/BUY/restore`, REASON],
        [`/support/users/${customer.user_id}/two-factor/reset`, REASON],
      ] as const) {
        expect((await post(url, headers, payload)).statusCode).toBe(403);
      }
      expect((await get('/support/audit', headers)).statusCode).toBe(403);
    }
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
    expect(await permissionsOf(customerHeaders)).toContain('BUY');
  });

  it('answers 404 for unknown, malformed and staff ids, writing nothing', async () => {
    const staff = await createUser(t.app.db, { role: 'support_lv1' });
    const before = await rowCount(t.app.db, 'audit_log');
    for (const id of [UNKNOWN_ID, 'nope', staff.user_id]) {
      expect((await post(`/support/users/${id}/permissions/BUY/suspend`, lv2)).statusCode).toBe(
        404,
      );
      expect((await post(`/support/users/${id}/two-factor/reset`, lv2)).statusCode).toBe(404);
      expect(
        (await post(`/support/users/${id}/pep`, lv2, { status: 'found', ...REASON })).statusCode,
      ).toBe(404);
      expect((await get(`/support/audit?userId=${id}`, lv2)).statusCode).toBe(404);
    }
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });

  it.each([
    ['pep', { status: 'maybe', ...REASON }, 'Choose not_checked, found, not_found or overridden'],
    ['pep', { status: 'found', reason: 'meh' }, 'Give a reason of at least 5 characters'],
    ['pep', { status: 'found' }, 'Give a reason for this change'],
    ['permissions/BUY/suspend', { reason: 'x'.repeat(501) }, 'Keep the reason to 500 characters'],
    [
      'permissions/FLY/suspend',
      REASON,
      'Unknown permission: use one of LOGIN, BUY, SELL, DEPOSIT_FIAT, WITHDRAW_FIAT, WITHDRAW_CRYPTO',
    ],
    ['two-factor/reset', { reason: 12345 }, 'Give a reason for this change'],
  ])('rejects %s with %j: a message, and nothing written', async (path, payload, message) => {
    const customer = await createUser(t.app.db);
    const before = await rowCount(t.app.db, 'audit_log');
    const response = await post(`/support/users/${customer.user_id}/${path}`, lv2, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const customer = await createUser(t.app.db);
    const before = await rowCount(t.app.db, 'audit_log');
    const response = await t.app.inject({
      method: 'POST',
      url: `/support/users/${customer.user_id}/permissions/BUY/suspend`,
      headers: { ...lv2, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });

  it('lists the whole audit log newest first, and keeps it append-only', async () => {
    const customer = await createUser(t.app.db);
    await post(`/support/users/${customer.user_id}/permissions/SELL/suspend`, lv2);
    const all = await get('/support/audit', lv2);
    expect(all.statusCode).toBe(200);
    expect(all.json().data[0]).toMatchObject({
      action: 'permission.suspended',
      subjectUserId: customer.user_id,
      actorEmail: expect.stringContaining('@example.com'),
    });
    await expect(t.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(
      t.app.db.updateTable('audit_log').set({ action: 'edited' }).execute(),
    ).rejects.toThrow(/append-only/);
  });
});
