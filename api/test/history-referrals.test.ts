import { amountToBig, type ReferralReport, type Transaction } from '@wattle/shared/contracts';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { balanceOf, fund } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { trade } from './helpers/trading.js';
import { createUser, signIn, signedInUser } from './helpers/users.js';

type Headers = Record<string, string>;

const t = useTestApp();

const report = async (headers: Headers) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/transaction/referral-report',
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ReferralReport }>().data;
};

/** A customer signed up through `referrerId`'s link, with a name of their own. */
async function referee(referrerId: string, firstName: string, lastName: string) {
  const user = await createUser(t.app.db);
  await t.app.db
    .updateTable('users')
    .set({ referred_by: referrerId, first_name: firstName, last_name: lastName })
    .where('user_id', '=', user.user_id)
    .execute();
  await fund(t.app.db, user.user_id, 'aud', '2000');
  return { user, headers: await signIn(t.app, user.email) };
}

async function buy(headers: Headers, orderAmount: string) {
  const { submitted } = await trade(t.app, headers, {
    cryptoAssetId: 'btc',
    orderAmount,
    orderType: 'buy',
  });
  expect(submitted.statusCode).toBe(200);
  return submitted.json<{
    data: { tradeId: string; tradeFee: Parameters<typeof amountToBig>[0] };
  }>().data;
}

describe('GET /transaction/referral-report', () => {
  it('shows each referee by first name and initial, with the kickback they earned the caller', async () => {
    const referrer = await signedInUser(t.app);
    const jane = await referee(referrer.user.user_id, 'Jane', 'Citizen');
    const sam = await referee(referrer.user.user_id, 'Sam', 'smith');
    const dormant = await referee(referrer.user.user_id, 'Ola', 'Nordmann');
    const fees = [await buy(jane.headers, '1000'), await buy(jane.headers, '333.33')].map((order) =>
      amountToBig(order.tradeFee),
    );
    const old = await buy(dormant.headers, '500');
    await t.app.db
      .updateTable('trades')
      .set({ executed_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('trade_id', '=', old.tradeId)
      .execute();

    const body = await report(referrer.headers);
    expect(body.refereeCount).toBe(3);
    const rows = new Map(body.refereeReports.map((row) => [row.referee, row]));
    expect([...rows.keys()].sort()).toEqual(['Jane C.', 'Ola N.', 'Sam S.']);
    const expected = fees
      .map((fee) => fee.times('0.2').round(2, Big.roundDown))
      .reduce((sum, share) => sum.plus(share), new Big(0));
    expect(rows.get('Jane C.')).toEqual({
      referee: 'Jane C.',
      kickbackPercentage: '20',
      active: true,
      earnings: expected.toFixed(2),
    });
    expect(rows.get('Sam S.')).toMatchObject({ active: false, earnings: '0.00' });
    expect(rows.get('Ola N.')?.active).toBe(false);
    const total = body.refereeReports.reduce((sum, row) => sum.plus(row.earnings), new Big(0));
    expect(total.toFixed()).toBe(await balanceOf(t.app.db, referrer.user.user_id, 'aud'));

    const text = JSON.stringify(body);
    for (const secret of ['Citizen', 'smith', jane.user.email, jane.user.user_id, sam.user.email])
      expect(text).not.toContain(secret);
  });

  it('shows the referrer a Bonus transaction without the friend’s trade', async () => {
    const referrer = await signedInUser(t.app);
    const friend = await referee(referrer.user.user_id, 'Kim', 'Lee');
    const order = await buy(friend.headers, '1000');
    const response = await t.app.inject({
      method: 'GET',
      url: '/transaction/trade-transactions',
      headers: referrer.headers,
    });
    const rows = response.json<{ data: Transaction[] }>().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'referral', trade: null, asset: { symbol: 'AUD' } });
    expect(JSON.stringify(rows)).not.toContain(order.tradeId);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/transaction/trade-transactions/${order.tradeId}`,
      headers: referrer.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is empty for someone who referred nobody, and needs a session', async () => {
    const loner = await signedInUser(t.app);
    expect(await report(loner.headers)).toEqual({ refereeReports: [], refereeCount: 0 });
    const anonymous = await t.app.inject({ method: 'GET', url: '/transaction/referral-report' });
    expect(anonymous.statusCode).toBe(401);
  });
});
