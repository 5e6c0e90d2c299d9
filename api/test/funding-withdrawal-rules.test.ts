import { describe, expect, it } from 'vitest';
import {
  GOOD_ACCOUNT,
  registerOwnWithdrawAccount,
  registerWithdrawAccount,
  withdrawFiat,
} from './helpers/funding.js';
import { fund } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();

type Headers = Record<string, string>;
const SEED = {
  dailyWithdrawalLimitAud: '50000',
  withdrawAccountCooldownHours: 24,
  securityHoldHours: 24,
};

const rules = (headers: Headers) =>
  t.app.inject({ method: 'GET', url: '/admin/withdrawal-rules', headers });
const putRules = (headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/admin/withdrawal-rules', headers, payload });

const auditRows = () =>
  t.app.db
    .selectFrom('audit_log')
    .select(['actor_id', 'details'])
    .where('action', '=', 'withdrawal_rules.update')
    .orderBy('created_at')
    .execute();

/** Runs `work` with the rules changed by an admin, then puts the seed back. */
async function withRules(change: Record<string, unknown>, work: () => Promise<void>) {
  const admin = await signedInUser(t.app, { role: 'admin' });
  const saved = await putRules(admin.headers, change);
  expect(saved.statusCode, saved.body).toBe(200);
  try {
    await work();
  } finally {
    await putRules(admin.headers, SEED);
  }
}

describe('GET/PUT /admin/withdrawal-rules', () => {
  it('starts from the seed, and only an admin reads or changes it', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    expect((await rules(admin.headers)).json()).toEqual({ data: SEED });
    for (const role of ['user', 'support_lv1', 'support_lv2'] as const) {
      const other = await signedInUser(t.app, { role });
      expect((await rules(other.headers)).statusCode, role).toBe(403);
      expect(
        (await putRules(other.headers, { dailyWithdrawalLimitAud: '2000' })).statusCode,
        role,
      ).toBe(403);
    }
    const noTwoFactor = await signedInUser(t.app, { role: 'admin', staffTwoFactor: false });
    expect(
      (await putRules(noTwoFactor.headers, { withdrawAccountCooldownHours: 1 })).json().code,
    ).toBe('StaffTwoFactorRequired');
    expect((await rules(admin.headers)).json().data).toEqual(SEED);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses rules out of bounds with a 400 and changes nothing', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    for (const body of [
      { dailyWithdrawalLimitAud: '999.99' },
      { dailyWithdrawalLimitAud: '1000000.01' },
      { dailyWithdrawalLimitAud: '-5000' },
      { dailyWithdrawalLimitAud: 'lots' },
      { withdrawAccountCooldownHours: -1 },
      { withdrawAccountCooldownHours: 169 },
      { withdrawAccountCooldownHours: 1.5 },
      {},
    ]) {
      const refused = await putRules(admin.headers, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await putRules(admin.headers, { dailyWithdrawalLimitAud: '500' })).json().message,
    ).toContain('between $1,000 and $1,000,000');
    expect((await rules(admin.headers)).json().data).toEqual(SEED);
  });

  it('audits who changed what, before and after, and publishes the new limit', async () => {
    const admin = await signedInUser(t.app, { role: 'admin' });
    const after = {
      dailyWithdrawalLimitAud: '1000000',
      withdrawAccountCooldownHours: 0,
      securityHoldHours: 48,
    };
    expect((await putRules(admin.headers, after)).json()).toEqual({ data: after });
    try {
      const rows = await auditRows();
      expect(rows.at(-1)).toEqual({
        actor_id: admin.user.user_id,
        details: { before: SEED, after },
      });
      const published = await t.app.inject({ method: 'GET', url: '/admin/public-settings' });
      expect(published.json().data.dailyWithdrawalLimitAud).toBe('1000000');
    } finally {
      await putRules(admin.headers, SEED);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/public-settings' })).json().data
        .dailyWithdrawalLimitAud,
    ).toBe('50000');
  });
});

describe('the funding code follows the rules', () => {
  it('holds a withdrawal to the lowered daily limit, and reports it', async () => {
    const customer = await signedInUser(t.app);
    await fund(t.app.db, customer.user.user_id, 'aud', '5000');
    await registerOwnWithdrawAccount(t.app, customer.headers);
    await withRules({ dailyWithdrawalLimitAud: '1500' }, async () => {
      expect((await withdrawFiat(t.app, customer.headers, { amount: '1000' })).statusCode).toBe(
        200,
      );
      const over = await withdrawFiat(t.app, customer.headers, { amount: '600' });
      expect(over.json()).toMatchObject({
        code: 'withdrawal_limit_exceeded',
        message: expect.stringContaining(
          'daily withdrawal limit of $1,500.00. You can withdraw up to $500.00 more today',
        ),
      });
      const [limit] = (
        await t.app.inject({
          method: 'GET',
          url: '/user/portfolio/limits',
          headers: customer.headers,
        })
      ).json().data;
      expect(limit.limit.decimalValue).toBe('1500');
      expect(limit.remaining.decimalValue).toBe('500');
    });
  });

  it('gives a replaced bank account the cool-down the admin set', async () => {
    const customer = await signedInUser(t.app);
    await registerOwnWithdrawAccount(t.app, customer.headers);
    await withRules({ withdrawAccountCooldownHours: 72 }, async () => {
      const replaced = await registerWithdrawAccount(t.app, customer.headers, {
        ...GOOD_ACCOUNT,
        accountNumber: '987654321',
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      const endsAt = new Date(replaced.json().data.cooldownEndsAt as string).getTime();
      expect(Math.abs(endsAt - Date.now() - 72 * 3_600_000)).toBeLessThan(60_000);
      expect(replaced.json().data.replacementCooldownHours).toBe(72);
    });
  });
});
