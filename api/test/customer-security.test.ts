import { BACKUP_CODE_PATTERN } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../src/lib/secure-token.js';
import { totpAt } from '../src/lib/totp.js';
import { fund } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { countRows, quote } from './helpers/trading.js';
import { PASSWORD, signedInUser, userRow } from './helpers/users.js';

/**
 * Security a customer can see: two-factor backup codes (docs/product/identity.md#backup-codes)
 * and 1-Click buy as an opt-in (docs/product/trading.md#1-click-buy).
 */

const t = useTestApp();

type Headers = Record<string, string>;
const now = () => Date.now() / 1000;
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const login = (email: string, second: { otp?: string; backupCode?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password: PASSWORD, ...second },
  });

/** A signed-in customer with two-factor switched on, and the backup codes it answered. */
async function customerWithTwoFactor() {
  const customer = await signedInUser(t.app);
  const started = await post('/user/twoFA', customer.headers, { userId: customer.user.user_id });
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await post('/user/twoFA/confirm', customer.headers, {
    otp: totpAt(secret, now() - 30),
  });
  expect(confirmed.statusCode).toBe(200);
  const { backupCodes } = confirmed.json<{ data: { backupCodes: string[] } }>().data;
  return { ...customer, secret, backupCodes };
}

const storedCodes = (userId: string) =>
  t.app.db
    .selectFrom('two_factor_backup_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();

describe('two-factor backup codes', () => {
  it('answers ten distinct codes once, kept only as hashes', async () => {
    const { user, backupCodes } = await customerWithTwoFactor();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await storedCodes(user.user_id);
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.code_hash);
    for (const code of backupCodes) {
      expect(hashes).not.toContain(code);
      expect(hashes).toContain(sha256Hex(code.replace('-', '')));
    }
  });

  it('signs in with a backup code instead of the authenticator, each code once', async () => {
    const { user, backupCodes } = await customerWithTwoFactor();
    const [first = '', second = ''] = backupCodes;
    const signedIn = await login(user.email, { backupCode: first });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.status).toBe('authenticated');

    const again = await login(user.email, { backupCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'OtpError',
      message: 'That backup code is not right or was used already.',
    });
    // Read as typed from paper: capitals, no dash.
    const typed = await login(user.email, { backupCode: second.replace('-', '').toUpperCase() });
    expect(typed.json().data.status).toBe('authenticated');
    const used = (await storedCodes(user.user_id)).filter((row) => row.used_at !== null);
    expect(used).toHaveLength(2);
  });

  it('refuses a malformed backup code with a 400 and spends nothing', async () => {
    const { user } = await customerWithTwoFactor();
    const response = await login(user.email, { backupCode: 'not a code!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Enter a backup code like k7m2p-q9xtr');
    expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(0);
    expect('k7m2p-q9xtr').toMatch(BACKUP_CODE_PATTERN);
  });

  it('counts wrong backup codes with wrong authenticator codes, then pauses both', async () => {
    const { user, secret, backupCodes } = await customerWithTwoFactor();
    const wrongOtp = totpAt(secret, now() - 600);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(user.email, { backupCode: 'aaaaa-aaaaa' })).statusCode).toBe(401);
    }
    for (let i = 0; i < 2; i += 1) {
      expect((await login(user.email, { otp: wrongOtp })).statusCode).toBe(401);
    }
    expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(5);
    const paused = await login(user.email, { backupCode: backupCodes[0] ?? '' });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('OtpAttemptsLimitReachedError');
    // The refused try did not spend the code.
    expect((await storedCodes(user.user_id)).every((row) => row.used_at === null)).toBe(true);
  });

  it('a right backup code clears the count of wrong codes', async () => {
    const { user, backupCodes } = await customerWithTwoFactor();
    await login(user.email, { backupCode: 'aaaaa-aaaaa' });
    expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(1);
    await login(user.email, { backupCode: backupCodes[3] ?? '' });
    expect((await userRow(t.app.db, user.user_id)).failed_codes).toBe(0);
  });

  it('turns two-factor off with a backup code, and the codes go with it', async () => {
    const { user, headers, backupCodes } = await customerWithTwoFactor();
    const wrong = await post('/user/twoFA/disable', headers, { backupCode: 'aaaaa-aaaaa' });
    expect(wrong.statusCode).toBe(400);
    const empty = await post('/user/twoFA/disable', headers, {});
    expect(empty.statusCode).toBe(400);
    const off = await post('/user/twoFA/disable', headers, { backupCode: backupCodes[0] ?? '' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false });
    expect(await storedCodes(user.user_id)).toEqual([]);
    const signedIn = await login(user.email, {});
    expect(signedIn.json().data.status).toBe('authenticated');
  });

  it('keeps one account’s codes from another', async () => {
    const me = await customerWithTwoFactor();
    const other = await customerWithTwoFactor();
    const response = await login(other.user.email, { backupCode: me.backupCodes[0] ?? '' });
    expect(response.statusCode).toBe(401);
    expect((await storedCodes(me.user.user_id)).every((row) => row.used_at === null)).toBe(true);
  });
});

describe('1-Click buy is opt-in', () => {
  const preferences = (headers: Headers, payload?: object) =>
    t.app.inject({
      method: payload ? 'PATCH' : 'GET',
      url: '/user/preferences',
      headers,
      ...(payload ? { payload } : {}),
    });
  const oneClickQuote = (headers: Headers) =>
    quote(t.app, headers, {
      type: 'ONE_CLICK',
      cryptoAssetId: 'btc',
      orderAmount: '100',
      orderType: 'buy',
    });

  it('starts off, and a 1-Click quote is refused with a way on, writing nothing', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    expect((await preferences(headers)).json().data).toEqual({
      viewMode: 'simple',
      oneClickBuy: false,
      oneClickConfirmed: false,
    });
    const before = await countRows(t.app, 'trades');
    const refused = await oneClickQuote(headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'OneClickOff' });
    expect(refused.json().message).toContain('Preferences');
    expect(await countRows(t.app, 'trades')).toBe(before);
    const preview = await quote(t.app, headers, {
      cryptoAssetId: 'btc',
      orderAmount: '100',
      orderType: 'buy',
    });
    expect(preview.statusCode).toBe(200);
  });

  it('needs the confirmation the first time it is turned on, and remembers it', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '1000');
    const unconfirmed = await preferences(headers, { oneClickBuy: true });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().code).toBe('OneClickNotConfirmed');
    expect((await preferences(headers)).json().data.oneClickBuy).toBe(false);

    const on = await preferences(headers, { oneClickBuy: true, confirmOneClick: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ oneClickBuy: true, oneClickConfirmed: true });
    expect((await oneClickQuote(headers)).statusCode).toBe(200);

    const off = await preferences(headers, { oneClickBuy: false });
    expect(off.json().data).toMatchObject({ oneClickBuy: false, oneClickConfirmed: true });
    expect((await oneClickQuote(headers)).statusCode).toBe(403);
    const onAgain = await preferences(headers, { oneClickBuy: true });
    expect(onAgain.json().data.oneClickBuy).toBe(true);
    // Changing the view keeps the choice.
    await preferences(headers, { viewMode: 'advanced' });
    expect((await preferences(headers)).json().data).toEqual({
      viewMode: 'advanced',
      oneClickBuy: true,
      oneClickConfirmed: true,
    });
  });

  it('refuses an unknown or malformed change with a 400', async () => {
    const { headers } = await signedInUser(t.app);
    for (const payload of [{ oneClickBuy: 'yes' }, { confirmOneClick: false }, { other: 1 }]) {
      expect((await preferences(headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('keeps one customer’s choice to themselves', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    await preferences(me.headers, { oneClickBuy: true, confirmOneClick: true });
    expect((await preferences(other.headers)).json().data.oneClickBuy).toBe(false);
  });
});
