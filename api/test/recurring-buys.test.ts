import { allInCost, amountToBig } from '@wattle/shared/contracts';
import Big from 'big.js';
import { describe, expect, it, vi } from 'vitest';
import { runDuePlans } from '../src/modules/recurring-buys/recurring-buy-service.js';
import { balanceOf, expectLedgerSound, fund } from './helpers/ledger.js';
import { buildTestApp, useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();

async function plan(headers: Record<string, string>, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/recurring-buys',
    headers,
    payload: { assetId: 'btc', amount: '25', frequency: 'weekly', ...body },
  });
}

/** Pauses, resumes or cancels plan `planId` as the customer signed in with `headers`. */
function changePlan(headers: Record<string, string>, planId: string, body: { status: string }) {
  return t.app.inject({
    method: 'PATCH',
    url: `/recurring-buys/${planId}`,
    headers,
    payload: body,
  });
}

describe('recurring buys', () => {
  it('buys on schedule through the quote path, records the result and moves the next run on', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '100');
    const created = await plan(headers, {});
    expect(created.statusCode).toBe(201);
    const planId = created.json().data.planId;
    expect(await runDuePlans(t.app)).toBe(1);
    expect(await runDuePlans(t.app)).toBe(0);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('75');
    const [listed] = (await t.app.inject({ method: 'GET', url: '/recurring-buys', headers })).json()
      .data;
    expect(listed.lastResult).toMatch(/^Bought 0\.000\d+ BTC for \$25\.00$/);
    expect(new Date(listed.nextRunAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const trade = await t.app.db
      .selectFrom('trades')
      .select(['type', 'status'])
      .where('recurring_buy_id', '=', planId)
      .executeTakeFirstOrThrow();
    expect(trade).toEqual({ type: 'recurring', status: 'complete' });
    const notifications = (
      await t.app.inject({ method: 'GET', url: '/notification', headers })
    ).json().data;
    expect(notifications[0]).toMatchObject({ title: 'Recurring buy complete', type: 'success' });
  });

  it('prices a run before it is set up, and the run pays exactly that at the same prices', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '100');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const quoted = await t.app.inject({
        method: 'POST',
        url: '/recurring-buys/quote',
        headers,
        payload: { assetId: 'btc', amount: '40' },
      });
      expect(quoted.statusCode).toBe(200);
      const q = quoted.json().data;
      expect(q.amount.decimalValue).toBe('40');
      const cost = allInCost({
        side: 'buy',
        symbol: 'BTC',
        total: q.amount,
        fee: q.fee,
        spread: q.spread,
      });
      expect(cost.spread.gt(0)).toBe(true);
      // What the customer gets at the mid price is the coins at the mid, to the cent.
      expect(cost.got.toFixed(2)).toBe(
        amountToBig(q.cryptoAmount)
          .times(amountToBig(q.midPrice))
          .round(2, Big.roundDown)
          .toFixed(2),
      );
      const planId = (await plan(headers, { amount: '40' })).json().data.planId;
      expect(await runDuePlans(t.app)).toBe(1);
      const trade = await t.app.db
        .selectFrom('trades')
        .select(['spread_amount', 'fee_amount', 'crypto_amount', 'spend_amount'])
        .where('recurring_buy_id', '=', planId)
        .executeTakeFirstOrThrow();
      const aud = (units: string) => new Big(units).div(1e18);
      expect(aud(trade.spread_amount).eq(amountToBig(q.spread))).toBe(true);
      expect(aud(trade.fee_amount).eq(amountToBig(q.fee))).toBe(true);
      expect(aud(trade.spend_amount).eq(amountToBig(q.amount))).toBe(true);
      expect(trade.crypto_amount).toBe(q.cryptoAmount.value);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to price a run it could not make, with a clear message', async () => {
    const { headers } = await signedInUser(t.app);
    const quote = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/recurring-buys/quote', headers, payload });
    expect((await quote({ assetId: 'btc', amount: '5' })).json().message).toBe(
      'The minimum buy is $10.00',
    );
    expect((await quote({ assetId: 'aud', amount: '40' })).json().message).toBe(
      'That asset cannot be traded',
    );
    expect((await quote({ assetId: 'btc', amount: '-1' })).statusCode).toBe(400);
    expect((await quote({ assetId: 'btc', amount: '40.001' })).statusCode).toBe(400);
    const unverified = await signedInUser(t.app, { verified: false });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/recurring-buys/quote',
          headers: unverified.headers,
          payload: { assetId: 'btc', amount: '40' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('records a run it cannot afford, and tries again next time', async () => {
    const { headers } = await signedInUser(t.app);
    await plan(headers, { amount: '50', frequency: 'daily' });
    await runDuePlans(t.app);
    const [listed] = (await t.app.inject({ method: 'GET', url: '/recurring-buys', headers })).json()
      .data;
    expect(listed.lastResult).toBe('Could not buy: No fiat balance, order rejected');
    expect(listed.status).toBe('active');
  });

  it('pauses, resumes and cancels; paused and cancelled plans do not run', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '100');
    const planId = (await plan(headers, {})).json().data.planId;
    const patch = (body: { status: string }) => changePlan(headers, planId, body);
    expect((await patch({ status: 'paused' })).json().data.nextRunAt).toBeNull();
    await runDuePlans(t.app);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('100');
    expect((await patch({ status: 'active' })).json().data.status).toBe('active');
    expect((await patch({ status: 'cancelled' })).json().data.status).toBe('cancelled');
    await runDuePlans(t.app);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('100');
    expect((await patch({ status: 'active' })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/recurring-buys', headers })).json().data,
    ).toEqual([]);
  });

  it('validates plans and keeps them private', async () => {
    const { headers } = await signedInUser(t.app);
    expect((await plan(headers, { amount: '5' })).json().message).toBe('The minimum buy is $10.00');
    expect((await plan(headers, { frequency: 'hourly' })).statusCode).toBe(400);
    expect((await plan(headers, { assetId: 'aud' })).json().message).toBe(
      'That asset cannot be traded',
    );
    const other = await signedInUser(t.app);
    const planId = (await plan(other.headers, {})).json().data.planId;
    expect((await changePlan(headers, planId, { status: 'paused' })).statusCode).toBe(404);
    expect((await changePlan(headers, 'not-a-uuid', { status: 'paused' })).statusCode).toBe(400);
    const unverified = await signedInUser(t.app, { verified: false });
    expect((await plan(unverified.headers, {})).statusCode).toBe(403);
  });

  it('can be run from the sandbox for journeys', async () => {
    const { user, headers } = await signedInUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/deposits/fiat',
      payload: { email: user.email, amount: '30' },
    });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('30');
    await plan(headers, {});
    const ran = await t.app.inject({ method: 'POST', url: '/sandbox/recurring-buys/run-due' });
    expect(ran.json().data.ran).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('5');
  });
});

describe('recurring buys on two API instances', () => {
  it('runs each due plan once per due time while both claim at once', async () => {
    const second = await buildTestApp(t.database);
    try {
      const customers = [];
      const planIds: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const customer = await signedInUser(t.app);
        await fund(t.app.db, customer.user.user_id, 'aud', '1000');
        customers.push(customer);
        for (const assetId of ['btc', 'eth', 'sol', 'xrp', 'ada']) {
          planIds.push((await plan(customer.headers, { assetId })).json().data.planId);
        }
      }
      const race = async () => {
        const runs = await Promise.all([
          runDuePlans(t.app),
          runDuePlans(second),
          runDuePlans(t.app),
          runDuePlans(second),
        ]);
        return runs.reduce((sum, ran) => sum + ran, 0);
      };
      const tradesPerPlan = async () => {
        const rows = await t.app.db
          .selectFrom('trades')
          .select(['recurring_buy_id', (eb) => eb.fn.countAll<string>().as('n')])
          .where('recurring_buy_id', 'in', planIds)
          .groupBy('recurring_buy_id')
          .execute();
        return new Set(
          planIds.map((id) => Number(rows.find((row) => row.recurring_buy_id === id)?.n ?? 0)),
        );
      };

      expect(await race()).toBe(planIds.length);
      expect(await tradesPerPlan()).toEqual(new Set([1]));
      // A week passes: every plan is due again, once.
      await t.app.db
        .updateTable('recurring_buys')
        .set({ next_run_at: new Date(Date.now() - 1000) })
        .where('plan_id', 'in', planIds)
        .execute();
      expect(await race()).toBe(planIds.length);
      expect(await tradesPerPlan()).toEqual(new Set([2]));
      for (const { user } of customers) {
        expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('750');
      }
      await expectLedgerSound(t.app.db);
    } finally {
      await second.close();
    }
  });
});
