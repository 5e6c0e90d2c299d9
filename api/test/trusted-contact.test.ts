import { describe, expect, it } from 'vitest';
import { releaseDueDelays } from '../src/modules/funding/index.js';
import { sendSecurityChangeNotices } from '../src/modules/identity/security-hold/index.js';
import { sendTrustedContactNotices } from '../src/modules/money-out-safety/index.js';
import { rowCount } from './helpers/db.js';
import {
  BTC_ADDRESS,
  estimate,
  fundingCounts,
  registerWithdrawAccount,
  withdrawCrypto,
  withdrawFiat,
} from './helpers/funding.js';
import { balanceOf, fund } from './helpers/ledger.js';
import { outboxFor } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const HOUR = 3_600_000;

const t = useTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const post = (url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const remove = (headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: '/user/trusted-contact', headers });

let contactCount = 0;
const contactEmail = () => {
  contactCount += 1;
  return `contact${contactCount}-${Date.now()}@example.net`;
};

async function customer(aud = '1000') {
  const person = await signedInUser(t.app);
  await fund(t.app.db, person.user.user_id, 'aud', aud);
  await fund(t.app.db, person.user.user_id, 'btc', '1');
  expect((await registerWithdrawAccount(t.app, person.headers)).statusCode).toBe(200);
  return person;
}

async function setContact(headers: Headers, delayHours: number, email = contactEmail()) {
  const response = await put('/user/trusted-contact', headers, {
    name: 'Robin Carer',
    email,
    delayHours,
  });
  expect(response.statusCode, response.body).toBe(200);
  return email;
}

const holdOf = async (headers: Headers) =>
  (await get('/user/security-hold', headers)).json<{
    data: { hold: { change: string; until: string } | null };
  }>().data.hold;

async function pausedOf(headers: Headers) {
  const response = await get('/user/paused-withdrawals', headers);
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: { pausedId: string; kind: string; status: string; releaseAfter: string }[];
  }>().data;
}

/** The contact's withdrawal e-mails, once the notices job has run. */
async function contactMail(email: string) {
  await sendTrustedContactNotices(t.app);
  return (await outboxFor(t.app, email)).filter((message) =>
    (message.subject ?? '').includes('asked Wattle to send'),
  );
}

describe('naming a trusted contact', () => {
  it('refuses bad input with a clear 400 and keeps nothing', async () => {
    const { user, headers } = await customer();
    const before = await rowCount(t.app.db, 'trusted_contacts');
    const cases: [object, RegExp][] = [
      [{ name: 'Robin Carer', email: user.email.toUpperCase(), delayHours: 24 }, /not your own/],
      [{ name: 'Robin Carer', email: 'not-an-email', delayHours: 24 }, /Email is invalid/],
      [{ name: 'R', email: contactEmail(), delayHours: 24 }, /full name/],
      [{ name: 'Robin <b>', email: contactEmail(), delayHours: 24 }, /letters/],
      [{ name: 'Robin Carer', email: contactEmail(), delayHours: 12 }, /0, 24 or 48 hours/],
      [{ name: 'Robin Carer', email: contactEmail() }, /0, 24 or 48 hours/],
    ];
    for (const [body, message] of cases) {
      const response = await put('/user/trusted-contact', headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await rowCount(t.app.db, 'trusted_contacts')).toBe(before);
    expect((await get('/user/trusted-contact', headers)).json().data).toEqual({ contact: null });
    expect((await remove(headers)).statusCode).toBe(404);
  });

  it('tells the contact they were named; weakening it starts the security hold', async () => {
    const { user, headers } = await customer();
    const email = await setContact(headers, 24);
    const named = await outboxFor(t.app, email);
    expect(named[0]?.subject).toMatch(/named you as their trusted contact/);
    expect(named[0]?.body).not.toMatch(/https?:\/\//);
    const read = (await get('/user/trusted-contact', headers)).json().data.contact;
    expect(read).toMatchObject({ name: 'Robin Carer', email, delayHours: 24 });
    // Naming one, or a longer delay, strengthens protection: no hold.
    await setContact(headers, 48, email);
    expect(await holdOf(headers)).toBeNull();

    // A shorter delay weakens it: the hold, and the owner's e-mail with the lock link.
    await setContact(headers, 0, email);
    const hold = await holdOf(headers);
    expect(hold?.change).toBe('trusted_contact');
    expect(new Date(hold?.until ?? 0).getTime() - Date.now()).toBeGreaterThan(23.9 * HOUR);
    await sendSecurityChangeNotices(t.app, 'https://app.example.test');
    const notices = await outboxFor(t.app, user.email);
    expect(notices[0]?.subject).toBe('The trusted contact of your Wattle account was changed');
    expect(notices[0]?.link).toMatch(/\/lock-account\?token=/);
    const crypto = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: BTC_ADDRESS,
    });
    expect(crypto.json().code).toBe('security_hold');
  });

  it('removing it starts the hold too, and support sees the contact read-only', async () => {
    const { user, headers } = await customer();
    const email = await setContact(headers, 24);
    const staff = await signedInUser(t.app, { role: 'support_lv1' });
    const seen = await get(`/support/users/${user.user_id}`, staff.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.trustedContact).toMatchObject({ email, delayHours: 24 });

    expect((await remove(headers)).statusCode).toBe(200);
    expect((await holdOf(headers))?.change).toBe('trusted_contact');
    expect((await get('/user/trusted-contact', headers)).json().data.contact).toBeNull();
    expect((await remove(headers)).statusCode).toBe(404);
  });
});

describe('a withdrawal the trusted contact is told of', () => {
  it('a first withdrawal: the contact is e-mailed who, what and when; later small ones are not', async () => {
    const { headers } = await customer();
    const email = await setContact(headers, 0);
    const first = await withdrawFiat(t.app, headers, { amount: '20' });
    expect(first.statusCode, first.body).toBe(200);
    const [told] = await contactMail(email);
    expect(told?.subject).toMatch(/^Test Person \w asked Wattle to send \$20\.00$/);
    expect(told?.body).toMatch(/What: a withdrawal of \$20\.00 to their own bank account/);
    expect(told?.body).toMatch(/When: .* \(Sydney time\)/);
    expect(told?.body).toMatch(/first withdrawal to this destination/);
    expect(told?.body).toMatch(/goes straight away/);
    expect(told?.body).not.toMatch(/https?:\/\//);
    // Sent once, however often the job runs.
    expect(await contactMail(email)).toHaveLength(1);

    const second = await withdrawFiat(t.app, headers, { amount: '20' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await contactMail(email)).toHaveLength(1);
  });

  it('a large one waits the chosen delay, with the time it goes; cancelling keeps the money', async () => {
    const { user, headers } = await customer('30000');
    expect((await withdrawFiat(t.app, headers, { amount: '20' })).statusCode).toBe(200);
    const email = await setContact(headers, 24);
    const before = await fundingCounts(t.app.db);
    const large = await withdrawFiat(t.app, headers, { amount: '10000' });
    expect(large.statusCode, large.body).toBe(409);
    expect(large.json().code).toBe('withdrawal_paused');
    expect(large.json().message).toMatch(/waits 24 hours .* it goes at .* \(Sydney time\)/);
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('29980');
    const [told] = await contactMail(email);
    expect(told?.body).toMatch(/\$10,000\.00/);
    expect(told?.body).toMatch(/it is a large one/);
    expect(told?.body).toMatch(/goes at .* unless they cancel it first/);

    const [waiting] = await pausedOf(headers);
    expect(waiting).toMatchObject({ kind: 'protective_delay', status: 'paused' });
    const left = new Date(waiting?.releaseAfter ?? 0).getTime() - Date.now();
    expect(left).toBeGreaterThan(23.9 * HOUR);
    expect(left).toBeLessThanOrEqual(24 * HOUR);
    // The delay is respected: the job leaves it alone until then.
    await releaseDueDelays(t.app);
    expect((await pausedOf(headers))[0]?.status).toBe('paused');

    const cancelled = await post(`/user/paused-withdrawals/${waiting?.pausedId}/cancel`, headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('29980');
    expect(await fundingCounts(t.app.db)).toEqual(before);
    const again = await post(`/user/paused-withdrawals/${waiting?.pausedId}/cancel`, headers);
    expect(again.statusCode).toBe(409);
  });

  it('when the delay ends the withdrawal goes, debited then', async () => {
    const { user, headers } = await customer('30000');
    expect((await withdrawFiat(t.app, headers, { amount: '20' })).statusCode).toBe(200);
    await setContact(headers, 48);
    const large = await withdrawFiat(t.app, headers, { amount: '12000' });
    expect(large.statusCode).toBe(409);
    const [waiting] = await pausedOf(headers);
    expect(new Date(waiting?.releaseAfter ?? 0).getTime() - Date.now()).toBeGreaterThan(
      47.9 * HOUR,
    );
    await t.app.db
      .updateTable('paused_withdrawals')
      .set({ release_after: new Date(Date.now() - 1000) })
      .where('paused_id', '=', waiting?.pausedId ?? '')
      .execute();
    expect(await releaseDueDelays(t.app)).toBeGreaterThanOrEqual(1);
    const [released] = await pausedOf(headers);
    expect(released).toMatchObject({ status: 'released' });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('17980');
  });

  it('a delay that ends after the money was spent sends nothing and says why', async () => {
    const { user, headers } = await customer('30000');
    expect((await withdrawFiat(t.app, headers, { amount: '20' })).statusCode).toBe(200);
    await setContact(headers, 24);
    expect((await withdrawFiat(t.app, headers, { amount: '15000' })).statusCode).toBe(409);
    expect((await withdrawFiat(t.app, headers, { amount: '15000' })).statusCode).toBe(409);
    await t.app.db
      .updateTable('paused_withdrawals')
      .set({ release_after: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.user_id)
      .execute();
    await releaseDueDelays(t.app);
    const statuses = (await pausedOf(headers)).map((row) => row.status).sort();
    expect(statuses).toEqual(['refused', 'released']);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('14980');
    const titles = await t.app.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', user.user_id)
      .execute();
    expect(titles.map((row) => row.title)).toContain('Withdrawal not sent');
  });

  it('a first crypto withdrawal with a delay waits too', async () => {
    const { user, headers } = await customer();
    const email = await setContact(headers, 24);
    const quote = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.1',
      address: BTC_ADDRESS,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const answer = await withdrawCrypto(t.app, headers, quote.json().data);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().code).toBe('withdrawal_paused');
    expect(await balanceOf(t.app.db, user.user_id, 'btc')).toBe('1');
    const [told] = await contactMail(email);
    expect(told?.body).toContain(`0.1 BTC to ${BTC_ADDRESS}`);
  });
});
