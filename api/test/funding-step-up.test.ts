import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { totpAt } from '../src/lib/totp.js';
import { SANCTIONS_TEST_ADDRESSES } from '../src/providers/custody/sandbox-addresses.js';
import { rowCount } from './helpers/db.js';
import {
  BTC_ADDRESS,
  estimate,
  fundingCounts,
  GOOD_ACCOUNT,
  OTHER_BTC_ADDRESS,
  registerWithdrawAccount,
  withdrawCrypto,
  withdrawFiat,
  XRP_ADDRESS,
} from './helpers/funding.js';
import { balanceOf, fund } from './helpers/ledger.js';
import { outboxFor } from './helpers/outbox.js';
import { useTestApp } from './helpers/test-app.js';
import { enableTwoFactor, PASSWORD, signedInUser } from './helpers/users.js';

const t = useTestApp();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const withTwoFactor = (userId: string) => enableTwoFactor(t.app.db, userId);
const codeNow = (secret: string) => totpAt(secret, Math.floor(Date.now() / 1000));
const wrongCode = (secret: string) => (codeNow(secret) === '000000' ? '111111' : '000000');
/** The code of the next 30-second step: a fresh one once the current one is spent. */
const nextCode = (secret: string) => totpAt(secret, Math.floor(Date.now() / 1000) + 30);

/** As if the account had been registered long ago: its cool-down, if any, is over. */
async function coolDownOver(userId: string) {
  await sql`update withdraw_accounts set created_at = now() - interval '3 days',
    available_from = now() - interval '2 days' where user_id = ${userId}`.execute(t.app.db);
}

async function customerWithAccount(aud = '1000') {
  const customer = await signedInUser(t.app);
  await fund(t.app.db, customer.user.user_id, 'aud', aud);
  expect((await registerWithdrawAccount(t.app, customer.headers)).statusCode).toBe(200);
  return customer;
}

describe('AUD withdrawals need step-up', () => {
  it('with two-factor off: the password; none or a wrong one moves nothing', async () => {
    const { user, headers } = await customerWithAccount();
    const before = await fundingCounts(t.app.db);
    const none = await withdrawFiat(t.app, headers, { amount: '100', password: '' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      code: 'PasswordRequiredError',
      message: 'Enter your password to withdraw',
    });
    const wrong = await withdrawFiat(t.app, headers, { amount: '100', password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'PasswordError',
      message: 'That password is not correct',
    });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    const right = await withdrawFiat(t.app, headers, { amount: '100', password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('900');
  });

  it('with two-factor on: a current code, once; the password alone is not enough', async () => {
    const { user, headers } = await customerWithAccount();
    const secret = await withTwoFactor(user.user_id);
    const before = await fundingCounts(t.app.db);
    const passwordOnly = await withdrawFiat(t.app, headers, { amount: '50', password: PASSWORD });
    expect(passwordOnly.statusCode).toBe(403);
    expect(passwordOnly.json()).toMatchObject({
      code: 'TwoFactorRequiredError',
      message: 'Enter the 6-digit code from your authenticator app to withdraw',
    });
    const wrong = await withdrawFiat(t.app, headers, { amount: '50', otp: wrongCode(secret) });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'OtpError' });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    const code = codeNow(secret);
    expect((await withdrawFiat(t.app, headers, { amount: '50', otp: code })).statusCode).toBe(200);
    const replayed = await withdrawFiat(t.app, headers, { amount: '50', otp: code });
    expect(replayed.json()).toMatchObject({ statusCode: 400, code: 'OtpError' });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('950');
  });

  it('does not spend the code on a withdrawal another check refuses', async () => {
    const { user, headers } = await customerWithAccount('100');
    const secret = await withTwoFactor(user.user_id);
    const code = codeNow(secret);
    const tooMuch = await withdrawFiat(t.app, headers, { amount: '500', otp: code });
    expect(tooMuch.json().code).toBe('InsufficientFundsError');
    const ok = await withdrawFiat(t.app, headers, { amount: '60', otp: code });
    expect(ok.statusCode).toBe(200);
  });

  it('keeps the password out of the Idempotency-Key’s stored fingerprint and answer', async () => {
    const { user, headers } = await customerWithAccount();
    const key = { 'idempotency-key': `step-up-${user.user_id}` };
    await withdrawFiat(t.app, headers, { amount: '20' }, key);
    const stored = await t.app.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('user_id', '=', user.user_id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });
});

describe('the withdrawal bank account', () => {
  it('needs step-up to register: nothing is stored and the bank is not asked without it', async () => {
    const { user, headers } = await signedInUser(t.app);
    const before = await rowCount(t.app.db, 'withdraw_accounts');
    const none = await registerWithdrawAccount(t.app, headers, { ...GOOD_ACCOUNT, password: '' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({
      code: 'PasswordRequiredError',
      message: 'Enter your password to change your withdrawal bank account',
    });
    const wrong = await registerWithdrawAccount(t.app, headers, {
      ...GOOD_ACCOUNT,
      password: 'guessing',
    });
    expect(wrong.json().code).toBe('PasswordError');
    const secret = await withTwoFactor(user.user_id);
    const noCode = await registerWithdrawAccount(t.app, headers, GOOD_ACCOUNT);
    expect(noCode.json().code).toBe('TwoFactorRequiredError');
    expect(await rowCount(t.app.db, 'withdraw_accounts')).toBe(before);
    const withCode = await registerWithdrawAccount(t.app, headers, {
      ...GOOD_ACCOUNT,
      otp: codeNow(secret),
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('must be in the verified person’s own name', async () => {
    const { headers } = await signedInUser(t.app);
    const before = await fundingCounts(t.app.db);
    for (const accountName of ['Oliver Smith', 'Test Person and Oliver Smith', 'Test']) {
      const response = await registerWithdrawAccount(t.app, headers, {
        ...GOOD_ACCOUNT,
        accountName,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'AccountNameMismatchError',
        message: expect.stringMatching(/^The bank account must be in your own name as verified/),
      });
    }
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('the first takes AUD at once; a replacement waits 24 h, says so and e-mails the customer', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '500');
    const first = await registerWithdrawAccount(t.app, headers);
    expect(first.json().data.cooldownEndsAt).toBeNull();
    // Money e-mails go out too (a withdrawal's, on by default): each is found by its subject.
    const subjects = async () => (await outboxFor(t.app, user.email)).map((m) => m.subject);
    expect(await subjects()).toContain(
      'A withdrawal bank account was added to your Wattle account',
    );
    expect((await withdrawFiat(t.app, headers, { amount: '20' })).statusCode).toBe(200);

    const replaced = await registerWithdrawAccount(t.app, headers, {
      ...GOOD_ACCOUNT,
      accountNumber: '987654321',
    });
    expect(replaced.statusCode).toBe(200);
    const endsAt = new Date(replaced.json().data.cooldownEndsAt as string).getTime();
    expect(Math.abs(endsAt - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);
    expect((await get('/banking/withdraw-account', headers)).json().data.cooldownEndsAt).toBe(
      replaced.json().data.cooldownEndsAt,
    );
    const changed = (await outboxFor(t.app, user.email)).find(
      (message) => message.subject === 'Your Wattle withdrawal bank account was changed',
    );
    expect(changed?.body).toContain('••••4321');
    expect(changed?.body).toContain('contact Wattle support');

    const before = await fundingCounts(t.app.db);
    const refused = await withdrawFiat(t.app, headers, { amount: '20' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'WithdrawAccountCoolingDownError',
      message: expect.stringMatching(
        /^For your safety, AUD withdrawals to a new bank account start after a cool-down: from \d{1,2}:\d{2}[ap]m on \d{2}\/\d{2}\/\d{4} \(Sydney time\)\.$/,
      ),
    });
    expect(await fundingCounts(t.app.db)).toEqual(before);

    await coolDownOver(user.user_id);
    expect((await get('/banking/withdraw-account', headers)).json().data.cooldownEndsAt).toBeNull();
    expect((await withdrawFiat(t.app, headers, { amount: '20' })).statusCode).toBe(200);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('460');
  });
});

describe('crypto withdrawals need step-up', () => {
  it('with two-factor off: the password', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'btc', '1');
    const quote = (
      await estimate(t.app, headers, { asset: 'BTC', amount: '0.01', address: BTC_ADDRESS })
    ).json().data;
    const verified = await send('POST', '/custodial/withdraw/verify', headers, quote);
    expect(verified.json().data).toMatchObject({ stepUp: 'password', twoFactorRequired: false });
    const before = await fundingCounts(t.app.db);
    const none = await withdrawCrypto(t.app, headers, { ...quote, password: '' });
    expect(none.json()).toMatchObject({ statusCode: 403, code: 'PasswordRequiredError' });
    const wrong = await withdrawCrypto(t.app, headers, { ...quote, password: 'nope nope' });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'PasswordError' });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    const right = await withdrawCrypto(t.app, headers, { ...quote, password: PASSWORD });
    expect(right.statusCode).toBe(200);
  });
});

describe('the withdrawal address book', () => {
  const save = (headers: Headers, body: Record<string, unknown>) =>
    send('POST', '/custodial/address-book', headers, body);

  it('saves a labelled, valid address with step-up, only for its owner', async () => {
    const { user, headers } = await signedInUser(t.app);
    const body = { asset: 'BTC', label: 'My cold wallet', address: BTC_ADDRESS };
    const before = await rowCount(t.app.db, 'withdraw_addresses');
    const none = await save(headers, body);
    expect(none.json()).toMatchObject({ statusCode: 403, code: 'PasswordRequiredError' });
    const invalid = await save(headers, { ...body, address: 'bc1qnotreal', password: PASSWORD });
    expect(invalid.json()).toMatchObject({
      statusCode: 400,
      message: 'That is not a valid Bitcoin address',
    });
    const flagged = await save(headers, {
      ...body,
      address: SANCTIONS_TEST_ADDRESSES.bitcoin,
      password: PASSWORD,
    });
    expect(flagged.json().code).toBe('chainalysis_reason');
    expect(await rowCount(t.app.db, 'withdraw_addresses')).toBe(before);

    const secret = await withTwoFactor(user.user_id);
    const saved = await save(headers, { ...body, otp: codeNow(secret) });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      asset: 'BTC',
      label: 'My cold wallet',
      address: BTC_ADDRESS,
      tag: null,
    });
    const again = await save(headers, { ...body, label: 'Again', otp: nextCode(secret) });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'AddressAlreadySavedError' });

    const book = (await get('/custodial/address-book', headers)).json().data;
    expect(book).toEqual({
      savedOnly: false,
      savedOnlyOffAt: null,
      addresses: [saved.json().data],
    });
    const other = await signedInUser(t.app);
    expect((await get('/custodial/address-book', other.headers)).json().data.addresses).toEqual([]);
    const { addressId } = saved.json().data as { addressId: string };
    const foreign = await send('DELETE', `/custodial/address-book/${addressId}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    const removed = await send('DELETE', `/custodial/address-book/${addressId}`, headers);
    expect(removed.json().data.addresses).toEqual([]);
  });

  it('checks a tag where the chain has one', async () => {
    const { headers } = await signedInUser(t.app);
    const body = { asset: 'XRP', label: 'Exchange', address: XRP_ADDRESS, password: PASSWORD };
    const badTag = await save(headers, { ...body, tag: 'abc' });
    expect(badTag.json().message).toBe('An XRP destination tag is a whole number up to 4294967295');
    expect((await save(headers, { ...body, tag: '42' })).json().data.tag).toBe('42');
  });

  it('with "saved addresses only" on, refuses other destinations; turning it off needs step-up and a day', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'btc', '1');
    await fund(t.app.db, user.user_id, 'xrp', '100');
    await save(headers, { asset: 'BTC', label: 'Mine', address: BTC_ADDRESS, password: PASSWORD });
    await save(headers, {
      asset: 'XRP',
      label: 'Tagged',
      address: XRP_ADDRESS,
      tag: '7',
      password: PASSWORD,
    });
    const on = await send('PUT', '/custodial/address-book/settings', headers, { savedOnly: true });
    expect(on.json().data.savedOnly).toBe(true);

    const unsaved = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: OTHER_BTC_ADDRESS,
    });
    expect(unsaved.json()).toMatchObject({ statusCode: 403, code: 'AddressNotSavedError' });
    const savedQuote = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: BTC_ADDRESS,
    });
    expect((await withdrawCrypto(t.app, headers, savedQuote.json().data)).statusCode).toBe(200);
    const xrpQuote = (
      await estimate(t.app, headers, { asset: 'XRP', amount: '30', address: XRP_ADDRESS })
    ).json().data;
    const wrongTag = await withdrawCrypto(t.app, headers, { ...xrpQuote, tag: '8' });
    expect(wrongTag.json().code).toBe('AddressNotSavedError');
    expect((await withdrawCrypto(t.app, headers, { ...xrpQuote, tag: '7' })).statusCode).toBe(200);

    const offNoProof = await send('PUT', '/custodial/address-book/settings', headers, {
      savedOnly: false,
    });
    expect(offNoProof.json()).toMatchObject({ statusCode: 403, code: 'PasswordRequiredError' });
    const turnOff = () =>
      send('PUT', '/custodial/address-book/settings', headers, {
        savedOnly: false,
        password: PASSWORD,
      });
    // Turning it off takes 24 hours: until then it stays on, and the customer sees until when.
    const asked = Date.now();
    const off = await turnOff();
    expect(off.json().data.savedOnly).toBe(true);
    const offAt = Date.parse(off.json().data.savedOnlyOffAt as string);
    expect(offAt - asked).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(offAt - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    const waiting = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: OTHER_BTC_ADDRESS,
    });
    expect(waiting.json().code).toBe('AddressNotSavedError');
    // Asking again does not move the time; turning it on cancels the turn-off at once.
    expect((await turnOff()).json().data.savedOnlyOffAt).toBe(off.json().data.savedOnlyOffAt);
    const cancelled = await send('PUT', '/custodial/address-book/settings', headers, {
      savedOnly: true,
    });
    expect(cancelled.json().data).toMatchObject({ savedOnly: true, savedOnlyOffAt: null });
    await turnOff();
    // A day later (the clock moved by hand): off, and any address may be used.
    await t.app.db
      .updateTable('withdraw_address_settings')
      .set({ saved_only_off_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', user.user_id)
      .execute();
    const book = (await get('/custodial/address-book', headers)).json().data;
    expect(book).toMatchObject({ savedOnly: false, savedOnlyOffAt: null });
    const anywhere = await estimate(t.app, headers, {
      asset: 'BTC',
      amount: '0.01',
      address: OTHER_BTC_ADDRESS,
    });
    expect(anywhere.statusCode).toBe(200);
  });

  it('needs WITHDRAW_CRYPTO', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    expect((await get('/custodial/address-book', headers)).statusCode).toBe(403);
  });
});
