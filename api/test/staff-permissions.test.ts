import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up as staffNotCustomers } from '../src/db/migrations/0012-security-staff-not-customers.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createUser, signedInUser } from './helpers/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff are not customers', () => {
  it.each(['support_lv1', 'support_lv2', 'admin'] as const)(
    '%s holds no money permission and gets no deposit details',
    async (role) => {
      const { headers } = await signedInUser(t.app, { role, verified: true });
      const permissions = await t.app.inject({ method: 'GET', url: '/user/permissions', headers });
      expect(permissions.statusCode).toBe(200);
      expect(JSON.stringify(permissions.json().data)).not.toMatch(/BUY|SELL|WITHDRAW|DEPOSIT/);
      const deposit = await t.app.inject({
        method: 'GET',
        url: '/banking/deposit-account',
        headers,
      });
      expect(deposit.statusCode).toBe(403);
    },
  );

  it('still gives a verified customer their money permissions', async () => {
    const { headers } = await signedInUser(t.app, { verified: true });
    const deposit = await t.app.inject({ method: 'GET', url: '/banking/deposit-account', headers });
    expect(deposit.statusCode).toBe(200);
  });

  it('withdraws the deposit details issued to staff before the rule, and only theirs', async () => {
    const staff = await createUser(t.app.db, { role: 'admin' });
    const customer = await createUser(t.app.db);
    const details = (userId: string, n: number) => ({
      user_id: userId,
      account_name: 'Wattle Pty Ltd',
      bsb: '999-001',
      account_number: `55500${n}`,
      reference: `STAFFREF${n}`,
      pay_id: `staffref${n}@pay.wattle.sandbox`,
      provider: 'sandbox',
    });
    await t.app.db
      .insertInto('deposit_accounts')
      .values([details(staff.user_id, 1), details(customer.user_id, 2)])
      .execute();
    await staffNotCustomers(t.app.db as unknown as Kysely<unknown>);
    const left = await t.app.db
      .selectFrom('deposit_accounts')
      .select('user_id')
      .where('user_id', 'in', [staff.user_id, customer.user_id])
      .execute();
    expect(left.map((row) => row.user_id)).toEqual([customer.user_id]);
  });
});
