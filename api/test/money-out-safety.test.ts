import { describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { rowCount } from './helpers/db.js';
import {
  BTC_ADDRESS,
  customerReadyToWithdraw,
  estimate,
  fundingCounts,
  notificationTitles,
  OTHER_BTC_ADDRESS,
  withdrawCrypto,
  withdrawFiat,
} from './helpers/funding.js';
import { balanceOf } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const STAFF_SECRET = 'JBSWY3DPEHPK3PXP';

const t = useTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const staffOtp = () => totpAt(STAFF_SECRET, Math.floor(Date.now() / 1000));
const HIGH_RISK = { reason: 'asked_by_someone', details: 'A man on Telegram said to' };

const customer = () => customerReadyToWithdraw(t.app);

async function cryptoWithdrawal(headers: Headers, address: string, extra: object) {
  const quote = await estimate(t.app, headers, { asset: 'BTC', amount: '0.1', address });
  expect(quote.statusCode, quote.body).toBe(200);
  return withdrawCrypto(t.app, headers, { ...quote.json().data, ...extra });
}

async function paused(headers: Headers) {
  const response = await get('/user/paused-withdrawals', headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { pausedId: string; status: string; reason: string | null }[] }>()
    .data;
}

describe('the first withdrawal to a destination', () => {
  it('needs a reason; later ones to the same place do not', async () => {
    const { headers } = await customer();
    const check = await get('/user/money-out/check?asset=AUD', headers);
    expect(check.json().data).toEqual({ firstToDestination: true, securityHold: null });
    const before = await fundingCounts(t.app.db);
    const bare = await withdrawFiat(t.app, headers, { amount: '20', scamCheck: undefined });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'scam_check_required' });
    expect(await fundingCounts(t.app.db)).toEqual(before);

    const answered = await withdrawFiat(t.app, headers, {
      amount: '20',
      scamCheck: { reason: 'own_account' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await rowCount(t.app.db, 'first_withdrawal_answers')).toBeGreaterThan(0);
    const again = await withdrawFiat(t.app, headers, { amount: '20', scamCheck: undefined });
    expect(again.statusCode, again.body).toBe(200);
    const after = await get('/user/money-out/check?asset=AUD', headers);
    expect(after.json().data.firstToDestination).toBe(false);

    const crypto = await get(`/user/money-out/check?asset=BTC&address=${BTC_ADDRESS}`, headers);
    expect(crypto.json().data.firstToDestination).toBe(true);
  });

  it('refuses a reason that is not on the list, or details that are too long', async () => {
    const { headers } = await customer();
    const before = await fundingCounts(t.app.db);
    const unknown = await withdrawFiat(t.app, headers, {
      amount: '20',
      scamCheck: { reason: 'because' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('ValidationError');
    const long = await withdrawFiat(t.app, headers, {
      amount: '20',
      scamCheck: { reason: 'other', details: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('500 characters');
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('with a high-risk answer: paused for review, the money stays available', async () => {
    const { user, headers } = await customer();
    const before = await fundingCounts(t.app.db);
    const key = { 'idempotency-key': `pause-${user.user_id}` };
    const quote = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.1',
      address: BTC_ADDRESS,
    });
    const body = { ...quote.json().data, scamCheck: HIGH_RISK };
    const answer = await withdrawCrypto(t.app, headers, body, key);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('withdrawal_paused');
    expect(answer.json().message).toMatch(/someone asked you to move your money/);
    expect(answer.json().message).toMatch(/review it by .* \(Sydney time\)/);
    expect(answer.json().message).toMatch(/money stays in your balance/);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await notificationTitles(t.app.db, user.user_id)).toContain(
      'Withdrawal paused for review',
    );
    const list = await paused(headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'paused', reason: 'asked_by_someone' });

    // The same request again gets the same answer and pauses nothing more.
    const retry = await withdrawCrypto(t.app, headers, body, key);
    expect(retry.statusCode).toBe(409);
    expect(await paused(headers)).toHaveLength(1);
    // A softer answer for the same address while it waits: it waits too.
    const softer = await cryptoWithdrawal(headers, BTC_ADDRESS, {
      scamCheck: { reason: 'own_account' },
    });
    expect(softer.statusCode).toBe(409);
    expect(await paused(headers)).toHaveLength(2);
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');
  });
});

describe("support's queue of paused withdrawals", () => {
  it('lv1 reads it; lv2 releases one (debited, sent, audited) or refuses one', async () => {
    const { user, headers } = await customer();
    await cryptoWithdrawal(headers, OTHER_BTC_ADDRESS, { scamCheck: HIGH_RISK });
    await withdrawFiat(t.app, headers, {
      amount: '100',
      scamCheck: { reason: 'support_on_the_phone' },
    });
    const [fiat, crypto] = await paused(headers);
    expect(fiat && crypto).toBeTruthy();

    const reader = await signedInUser(t.app, { role: 'support_lv1' });
    const queue = await get('/support/paused-withdrawals', reader.headers);
    expect(queue.statusCode).toBe(200);
    const ids = queue.json<{ data: { pausedId: string; customerEmail: string }[] }>().data;
    expect(ids.map((row) => row.pausedId)).toEqual(
      expect.arrayContaining([fiat?.pausedId, crypto?.pausedId]),
    );
    expect(ids.find((row) => row.pausedId === fiat?.pausedId)?.customerEmail).toBe(user.email);
    const notAllowed = await post(
      `/support/paused-withdrawals/${crypto?.pausedId}/release`,
      reader.headers,
      { reason: 'Checked with the customer' },
    );
    expect(notAllowed.statusCode).toBe(403);
    expect(await get('/support/paused-withdrawals', headers)).toMatchObject({ statusCode: 403 });

    const lv2 = await signedInUser(t.app, { role: 'support_lv2' });
    const noReason = await post(
      `/support/paused-withdrawals/${crypto?.pausedId}/release`,
      lv2.headers,
      { reason: 'ok', otp: staffOtp() },
    );
    expect(noReason.statusCode).toBe(400);
    const released = await post(
      `/support/paused-withdrawals/${crypto?.pausedId}/release`,
      lv2.headers,
      { reason: 'Called the customer: it is their own wallet', otp: staffOtp() },
    );
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data).toMatchObject({ status: 'released' });
    expect(released.json().data.transferId).toBeTruthy();
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).not.toBe('1');
    const twice = await post(
      `/support/paused-withdrawals/${crypto?.pausedId}/release`,
      lv2.headers,
      { reason: 'Called the customer again', otp: staffOtp() },
    );
    expect(twice.statusCode).toBe(409);

    const refused = await post(
      `/support/paused-withdrawals/${fiat?.pausedId}/refuse`,
      lv2.headers,
      { reason: 'The customer confirmed a scammer called them', otp: staffOtp() },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.status).toBe('refused');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
    expect(await notificationTitles(t.app.db, user.user_id)).toContain('Withdrawal not sent');
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_user_id', '=', user.user_id)
      .where('action', 'in', ['withdrawal.released', 'withdrawal.refused'])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'withdrawal.refused',
      'withdrawal.released',
    ]);
    const unknown = await post(
      '/support/paused-withdrawals/00000000-0000-4000-8000-000000000000/refuse',
      lv2.headers,
      { reason: 'No such withdrawal here', otp: staffOtp() },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('the customer may call off their own paused withdrawal, nobody else may', async () => {
    const { user, headers } = await customer();
    await cryptoWithdrawal(headers, BTC_ADDRESS, { scamCheck: HIGH_RISK });
    const [mine] = await paused(headers);
    const stranger = await signedInUser(t.app);
    const theirs = await post(
      `/user/paused-withdrawals/${mine?.pausedId}/cancel`,
      stranger.headers,
    );
    expect(theirs.statusCode).toBe(404);
    const cancelled = await post(`/user/paused-withdrawals/${mine?.pausedId}/cancel`, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');
  });
});
