import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCount } from './helpers/db.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, signedInUser, userRow } from './helpers/users.js';

/**
 * The support console's API: each role against each action, reads audited, two-factor and
 * reasons required, staff idle expiry, audit filters and the CSV export.
 */

type Headers = Record<string, string>;
type Role = 'user' | 'support_lv1' | 'support_lv2' | 'admin';

let t: TestApp;
const headersOf = {} as Record<Role, Headers>;
const idOf = {} as Record<Role, string>;
let lv2NoTwoFactor: Headers;
let adminNoTwoFactor: Headers;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['user', 'support_lv1', 'support_lv2', 'admin'] as const) {
    const person = await signedInUser(t.app, { role });
    headersOf[role] = person.headers;
    idOf[role] = person.user.user_id;
  }
  lv2NoTwoFactor = (await signedInUser(t.app, { role: 'support_lv2', staffTwoFactor: false }))
    .headers;
  adminNoTwoFactor = (await signedInUser(t.app, { role: 'admin', staffTwoFactor: false })).headers;
});
afterAll(() => t.close());

const REASON = 'Customer asked on a recorded call';

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) {
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const auditRows = (action: string) =>
  t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

/** Each action, set up fresh on a new customer where it needs one. */
interface Action {
  name: string;
  least: Role;
  run: (headers: Headers) => Promise<{ statusCode: number; json: () => { code?: string } }>;
}

async function customerWith(setup?: (userId: string) => Promise<void>) {
  const customer = await createUser(t.app.db);
  await setup?.(customer.user_id);
  return customer.user_id;
}

/** A customer who may not deposit yet, with a deposit that arrived and is on hold. */
async function heldDeposit(): Promise<string> {
  const customer = await createUser(t.app.db, { verified: false });
  const deposit = await call(
    'POST',
    '/sandbox/deposits/fiat',
    {},
    {
      userId: customer.user_id,
      amount: '12',
    },
  );
  expect(deposit.json().data.status).toBe('held');
  return `/support/users/${customer.user_id}/held-deposits/${deposit.json().data.paymentTransferId}`;
}

const ACTIONS: Action[] = [
  {
    name: 'set PEP status',
    least: 'support_lv2',
    run: async (headers) =>
      call('POST', `/support/users/${await customerWith()}/pep`, headers, {
        status: 'not_checked',
        reason: REASON,
      }),
  },
  {
    name: 'suspend a permission',
    least: 'support_lv2',
    run: async (headers) =>
      call('POST', `/support/users/${await customerWith()}/permissions/SELL/suspend`, headers, {
        reason: REASON,
      }),
  },
  {
    name: 'restore a permission',
    least: 'support_lv2',
    run: async (headers) => {
      const userId = await customerWith(async (id) => {
        const suspended = await call(
          'POST',
          `/support/users/${id}/permissions/SELL/suspend`,
          headersOf.support_lv2,
          { reason: REASON },
        );
        expect(suspended.statusCode).toBe(200);
      });
      return call('POST', `/support/users/${userId}/permissions/SELL/restore`, headers, {
        reason: REASON,
      });
    },
  },
  {
    name: 'reset two-factor',
    least: 'support_lv2',
    run: async (headers) => {
      const userId = await customerWith(async (id) => {
        await t.app.db
          .updateTable('users')
          .set({ two_factor_enabled: true, two_factor_secret: 'JBSWY3DPEHPK3PXP' })
          .where('user_id', '=', id)
          .execute();
      });
      return call('POST', `/support/users/${userId}/two-factor/reset`, headers, {
        reason: REASON,
      });
    },
  },
  {
    name: 'end sessions',
    least: 'support_lv2',
    run: async (headers) =>
      call('POST', `/support/users/${await customerWith()}/sessions/end`, headers, {
        reason: REASON,
      }),
  },
  {
    name: 'release a held deposit',
    least: 'support_lv2',
    run: async (headers) =>
      call('POST', `${await heldDeposit()}/release`, headers, { reason: REASON }),
  },
  {
    name: 'return a held deposit',
    least: 'support_lv2',
    run: async (headers) =>
      call('POST', `${await heldDeposit()}/return`, headers, { reason: REASON }),
  },
  {
    name: 'change trade settings',
    least: 'admin',
    run: (headers) => call('PUT', '/admin/trade-settings', headers, { referralBonus: '20' }),
  },
  {
    name: 'change asset flags',
    least: 'admin',
    run: (headers) => call('PATCH', '/admin/assets/btc', headers, { buyEnabled: true }),
  },
  {
    name: 'define a bucket',
    least: 'admin',
    run: (headers) =>
      call('PUT', '/admin/buckets/console-test', headers, {
        bucketName: 'Console test',
        description: 'A bucket the support console tests define.',
        riskLevel: 'low',
        enabled: false,
        minOrder: '20',
        maxOrder: '10000',
        assets: [
          { assetId: 'usdc', percentage: '50' },
          { assetId: 'usdt', percentage: '50' },
        ],
      }),
  },
];

const RANK: Record<Role, number> = { user: 0, support_lv1: 1, support_lv2: 2, admin: 3 };

describe('support console: each role against each action', () => {
  for (const action of ACTIONS) {
    for (const role of ['user', 'support_lv1', 'support_lv2', 'admin'] as const) {
      const allowed = RANK[role] >= RANK[action.least];
      it(`${role} ${allowed ? 'may' : 'may not'} ${action.name}`, async () => {
        const auditBefore = await rowCount(t.app.db, 'audit_log');
        const response = await action.run(headersOf[role]);
        if (allowed) {
          expect(response.statusCode).toBe(200);
          expect(await rowCount(t.app.db, 'audit_log')).toBeGreaterThan(auditBefore);
        } else {
          expect(response.statusCode).toBe(403);
          expect(response.json().code).toBe('Forbidden');
        }
      });
    }
  }

  it.each(ACTIONS.map((action) => [action.name, action] as const))(
    'refuses staff without two-factor to %s (StaffTwoFactorRequired)',
    async (_name, action) => {
      const headers = action.least === 'admin' ? adminNoTwoFactor : lv2NoTwoFactor;
      const response = await action.run(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'StaffTwoFactorRequired',
        message: 'Turn on two-factor authentication for your staff account before making changes.',
      });
    },
  );

  it.each([
    ['pep', { status: 'found' }],
    ['permissions/BUY/suspend', {}],
    ['permissions/BUY/restore', {}],
    ['two-factor/reset', {}],
    ['sessions/end', {}],
    ['sessions/end', { reason: '   ' }],
  ])('requires a reason for %s, writing nothing', async (path, body) => {
    const userId = await customerWith();
    const before = await rowCount(t.app.db, 'audit_log');
    const response = await call('POST', `/support/users/${userId}/${path}`, headersOf.admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/reason/i);
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });
});

describe('support console: reads are audited', () => {
  it('writes who searched for what, and who opened which customer', async () => {
    const customer = await createUser(t.app.db, { email: 'audited.read@example.com' });
    const search = await call('GET', '/support/users?query=audited.read', headersOf.support_lv1);
    expect(search.statusCode).toBe(200);
    const [searched] = (await auditRows('customer.search')).filter(
      (row) => row.details.query === 'audited.read',
    );
    expect(searched).toMatchObject({
      actor_id: idOf.support_lv1,
      subject_user_id: customer.user_id,
      details: { query: 'audited.read', results: 1 },
    });

    const view = await call('GET', `/support/users/${customer.user_id}`, headersOf.support_lv1);
    expect(view.statusCode).toBe(200);
    const reads = (await auditRows('customer.read')).filter(
      (row) => row.subject_user_id === customer.user_id,
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ actor_id: idOf.support_lv1 });
  });

  it('writes nothing for a read that is refused', async () => {
    const customer = await createUser(t.app.db);
    const before = await rowCount(t.app.db, 'audit_log');
    const response = await call('GET', `/support/users/${customer.user_id}`, headersOf.user);
    expect(response.statusCode).toBe(403);
    expect(await rowCount(t.app.db, 'audit_log')).toBe(before);
  });
});

describe('support console: finding and viewing a customer', () => {
  it('finds a customer by mobile (as typed) and by deposit reference', async () => {
    const customer = await signedInUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ phone_number: '+61412999123' })
      .where('user_id', '=', customer.user.user_id)
      .execute();
    const account = (await call('GET', '/banking/deposit-account', customer.headers)).json().data;
    const ids = async (query: string) =>
      (
        await call(
          'GET',
          `/support/users?query=${encodeURIComponent(query)}`,
          headersOf.support_lv1,
        )
      )
        .json()
        .data.map((user: { userId: string }) => user.userId);
    expect(await ids('0412 999 123')).toEqual([customer.user.user_id]);
    expect(await ids('+61412999123')).toEqual([customer.user.user_id]);
    expect(await ids(account.reference.toLowerCase())).toEqual([customer.user.user_id]);
    expect(await ids('0499 000 000')).toEqual([]);
  });

  it('shows balances, notifications, deposit reference, 2FA and live sessions', async () => {
    const customer = await signedInUser(t.app);
    const account = (await call('GET', '/banking/deposit-account', customer.headers)).json().data;
    const response = await call(
      'GET',
      `/support/users/${customer.user.user_id}`,
      headersOf.support_lv1,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      profile: { twoFactorEnabled: false },
      balances: { fiatBalance: { decimalValue: '0' } },
      notifications: [{ title: expect.any(String) }],
      withdrawAccount: null,
      depositReference: account.reference,
      activeSessions: 1,
    });
  });

  it('ends the customer’s sessions: their token stops working, and they are told', async () => {
    const customer = await signedInUser(t.app);
    const response = await call(
      'POST',
      `/support/users/${customer.user.user_id}/sessions/end`,
      headersOf.support_lv2,
      { reason: REASON },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.activeSessions).toBe(0);
    expect((await call('GET', '/user', customer.headers)).statusCode).toBe(401);
    const [entry] = (await auditRows('sessions.ended')).filter(
      (row) => row.subject_user_id === customer.user.user_id,
    );
    expect(entry?.details).toEqual({ ended: 1, reason: REASON });
  });

  it('tells the customer when a permission is suspended and restored', async () => {
    const customer = await signedInUser(t.app);
    const base = `/support/users/${customer.user.user_id}/permissions/BUY`;
    await call('POST', `${base}/suspend`, headersOf.support_lv2, { reason: REASON });
    await call('POST', `${base}/restore`, headersOf.support_lv2, { reason: REASON });
    const titles = (await call('GET', '/notification', customer.headers))
      .json()
      .data.map((notification: { title: string }) => notification.title);
    expect(titles).toEqual(['Account restriction lifted', 'Account restriction']);
  });
});

describe('support console: staff sessions', () => {
  const ageSession = async (userId: string, minutes: number) => {
    const at = new Date(Date.now() - minutes * 60_000);
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: at })
      .where('user_id', '=', userId)
      .execute();
  };

  it('ends a staff session after 30 idle minutes, and keeps a busy one', async () => {
    const busy = await signedInUser(t.app, { role: 'support_lv1' });
    await ageSession(busy.user.user_id, 29);
    expect((await call('GET', '/support/users?query=someone', busy.headers)).statusCode).toBe(200);

    const idle = await signedInUser(t.app, { role: 'support_lv1' });
    await ageSession(idle.user.user_id, 31);
    const refused = await call('GET', '/support/users?query=someone', idle.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/30 minutes/);
    const session = await t.app.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', idle.user.user_id)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('leaves customer sessions to their own expiry', async () => {
    const customer = await signedInUser(t.app);
    await ageSession(customer.user.user_id, 120);
    expect((await call('GET', '/user', customer.headers)).statusCode).toBe(200);
  });
});

describe('support console: the audit log', () => {
  it('filters by staff, customer, action and time, and exports CSV', async () => {
    const customer = await createUser(t.app.db);
    const base = `/support/users/${customer.user_id}/permissions/WITHDRAW_CRYPTO`;
    await call('POST', `${base}/suspend`, headersOf.support_lv2, { reason: '=cmd|calc, "quoted"' });
    await call('GET', `/support/users/${customer.user_id}`, headersOf.support_lv1);

    const list = async (query: string) => {
      const response = await call('GET', `/support/audit?${query}`, headersOf.admin);
      expect(response.statusCode).toBe(200);
      return response.json().data as { action: string; actorId: string }[];
    };
    const aboutCustomer = await list(`userId=${customer.user_id}`);
    expect(aboutCustomer.map((entry) => entry.action)).toEqual([
      'customer.read',
      'permission.suspended',
    ]);
    const byAction = await list(`userId=${customer.user_id}&action=permission.suspended`);
    expect(byAction).toHaveLength(1);
    const byStaff = await list(`userId=${customer.user_id}&staff=${idOf.support_lv1}`);
    expect(byStaff.map((entry) => entry.action)).toEqual(['customer.read']);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await list(`userId=${customer.user_id}&from=${encodeURIComponent(future)}`)).toEqual([]);
    expect(await list(`userId=${customer.user_id}&to=${encodeURIComponent(future)}`)).toHaveLength(
      2,
    );

    const csv = await call(
      'GET',
      `/support/audit/export.csv?userId=${customer.user_id}&action=permission.suspended`,
      headersOf.support_lv2,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"When (Sydney time)","Who","What","Customer","Why","Details","IP address"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=cmd|calc, ""quoted"""`);
    // The console's words: names and e-mails, the action as a sentence, Sydney's clock.
    const staff = await userRow(t.app.db, idOf.support_lv2);
    expect(lines[1]).toMatch(/^"\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}[ap]m",/);
    expect(lines[1]).toContain(
      `"${staff.first_name} ${staff.last_name} (${staff.email})","Suspended Withdraw crypto",`,
    );
    expect(lines[1]).toContain(
      `"${customer.first_name} ${customer.last_name} (${customer.email})"`,
    );
    for (const raw of ['permission.suspended', 'WITHDRAW_CRYPTO', customer.user_id, 'null']) {
      expect(lines[1]).not.toContain(raw);
    }
  });

  it('keeps support_lv1 and customers out of the audit log and its export', async () => {
    for (const headers of [headersOf.support_lv1, headersOf.user]) {
      expect((await call('GET', '/support/audit', headers)).statusCode).toBe(403);
      expect((await call('GET', '/support/audit/export.csv', headers)).statusCode).toBe(403);
    }
  });

  it('rejects a malformed date with a message', async () => {
    const response = await call('GET', '/support/audit?from=yesterday', headersOf.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Give the date and time as an ISO timestamp');
  });
});
