import {
  NOTIFICATION_TITLES,
  type HeldDeposit,
  type SupportUserDetail,
} from '@wattle/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANCTIONS_TEST_ADDRESSES } from '../src/providers/custody/sandbox-addresses.js';
import { rowCount } from './helpers/db.js';
import {
  notificationTitles,
  simulateCryptoDeposit,
  simulateFiatDeposit,
} from './helpers/funding.js';
import { balanceOf, expectLedgerSound, heldBalanceOf } from './helpers/ledger.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

/**
 * Deposits held, not refused or lost: one deposit permission covers AUD and coins, and what
 * arrives while it is missing (or from a flagged sender) goes to the customer's hold, for
 * support_lv2 to release or return.
 */

type Headers = Record<string, string>;

let t: TestApp;
let lv1: Headers;
let lv2: Headers;
let lv2NoTwoFactor: Headers;
const REASON = 'Checked with the customer on a recorded call';
const SENDER = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  t = await createTestApp();
  lv1 = (await signedInUser(t.app, { role: 'support_lv1' })).headers;
  lv2 = (await signedInUser(t.app, { role: 'support_lv2' })).headers;
  lv2NoTwoFactor = (await signedInUser(t.app, { role: 'support_lv2', staffTwoFactor: false }))
    .headers;
});
afterAll(async () => {
  await expectLedgerSound(t.app.db);
  await t.close();
});

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

async function heldDeposits(headers: Headers): Promise<HeldDeposit[]> {
  const response = await get('/user/held-deposits', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: HeldDeposit[] }>().data;
}

/** A verified customer whose deposits support suspended (through the console's own route). */
async function suspendedCustomer() {
  const customer = await signedInUser(t.app);
  const suspended = await post(
    `/support/users/${customer.user.user_id}/permissions/DEPOSIT_FIAT/suspend`,
    lv2,
    { reason: REASON },
  );
  expect(suspended.statusCode, suspended.body).toBe(200);
  return customer;
}

/** The customer's deposit details, issued while they could still deposit. */
async function depositDetails(headers: Headers) {
  const account = (await get('/banking/deposit-account', headers)).json().data;
  const address = (await get('/custodial/addresses?asset=ETH', headers)).json().data;
  return { reference: account.reference, payId: account.payId, ethAddress: address.address };
}

const support = (userId: string, transferId: string, action: 'release' | 'return') =>
  `/support/users/${userId}/held-deposits/${transferId}/${action}`;

describe('deposits while support has suspended deposits', () => {
  it('holds every kind: bank transfer, PayID and coins, none credited, none refused', async () => {
    const customer = await signedInUser(t.app);
    const details = await depositDetails(customer.headers);
    const userId = customer.user.user_id;
    await post(`/support/users/${userId}/permissions/DEPOSIT_FIAT/suspend`, lv2, {
      reason: REASON,
    });

    const bank = await simulateFiatDeposit(t.app, { reference: details.reference, amount: '150' });
    const payId = await simulateFiatDeposit(t.app, { payId: details.payId, amount: '25.50' });
    const coins = await simulateCryptoDeposit(t.app, {
      asset: 'ETH',
      address: details.ethAddress,
      amount: '0.75',
      fromAddress: '0x1111111111111111111111111111111111111111',
    });
    for (const response of [bank, payId, coins]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'held', credited: '0', userId });
    }
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('0');
    expect(await balanceOf(t.app.db, userId, 'eth')).toBe('0');
    expect(await heldBalanceOf(t.app.db, userId, 'aud')).toBe('175.5');
    expect(await heldBalanceOf(t.app.db, userId, 'eth')).toBe('0.75');
    expect(await notificationTitles(t.app.db, userId)).toEqual(
      expect.arrayContaining([NOTIFICATION_TITLES.depositHeld]),
    );
    expect(
      (await notificationTitles(t.app.db, userId)).filter(
        (title) => title === NOTIFICATION_TITLES.depositHeld,
      ),
    ).toHaveLength(3);
    await expectLedgerSound(t.app.db);
  });

  it('tells the customer in plain words what is on hold and why', async () => {
    const customer = await suspendedCustomer();
    await simulateFiatDeposit(t.app, { userId: customer.user.user_id, amount: '40' });
    const [held] = await heldDeposits(customer.headers);
    expect(held).toMatchObject({
      amount: { decimalValue: '40', name: 'AUD' },
      asset: { symbol: 'AUD' },
      method: 'Bank transfer',
      reason: 'deposits_paused',
    });
    expect(held?.explanation).toMatch(/^Deposits are paused on your account/);
    expect(held?.explanation).toMatch(/safe/);
    const [transfer] = (await get('/transaction/transfers', customer.headers)).json().data;
    expect(transfer).toMatchObject({ status: 'held', paymentTransferId: held?.paymentTransferId });
    const history = (await get('/transaction/history', customer.headers)).json().data;
    expect(history.groups[0]).toMatchObject({ kind: 'deposit', status: 'held' });
    expect(history.groups[0].reason).toBe(held?.explanation);
    const other = await signedInUser(t.app);
    expect(await heldDeposits(other.headers)).toEqual([]);
  });

  it('holds a payment reported twice once', async () => {
    const customer = await suspendedCustomer();
    const payment = { userId: customer.user.user_id, amount: '10', externalId: 'bank-twice' };
    const first = await simulateFiatDeposit(t.app, payment);
    const second = await simulateFiatDeposit(t.app, payment);
    expect(second.json().data.paymentTransferId).toBe(first.json().data.paymentTransferId);
    expect(await heldBalanceOf(t.app.db, customer.user.user_id, 'aud')).toBe('10');
  });

  it('credits again once deposits are restored; what was held stays held', async () => {
    const customer = await suspendedCustomer();
    const userId = customer.user.user_id;
    await simulateFiatDeposit(t.app, { userId, amount: '5' });
    await post(`/support/users/${userId}/permissions/DEPOSIT_FIAT/restore`, lv2, {
      reason: REASON,
    });
    const after = await simulateCryptoDeposit(t.app, { asset: 'BTC', userId, amount: '0.1' });
    expect(after.json().data).toMatchObject({ status: 'complete', credited: '0.1' });
    expect(await balanceOf(t.app.db, userId, 'btc')).toBe('0.1');
    expect(await heldBalanceOf(t.app.db, userId, 'aud')).toBe('5');
  });

  it('holds coins from a flagged sender for a customer who may deposit', async () => {
    const customer = await signedInUser(t.app);
    const response = await simulateCryptoDeposit(t.app, {
      asset: 'ETH',
      userId: customer.user.user_id,
      amount: '1',
      fromAddress: SANCTIONS_TEST_ADDRESSES.ethereum,
    });
    expect(response.json().data.status).toBe('held');
    const [held] = await heldDeposits(customer.headers);
    expect(held?.reason).toBe('sender_flagged');
    expect(held?.explanation).toMatch(/compliance screening/);
  });
});

describe('support releases or returns a held deposit', () => {
  async function heldFor(kind: 'aud' | 'coins' | 'coins without sender') {
    const customer = await suspendedCustomer();
    const userId = customer.user.user_id;
    const response =
      kind === 'aud'
        ? await simulateFiatDeposit(t.app, { userId, amount: '60' })
        : await simulateCryptoDeposit(t.app, {
            asset: 'BTC',
            userId,
            amount: '0.02',
            ...(kind === 'coins' ? { fromAddress: SENDER } : {}),
          });
    return { ...customer, userId, transferId: response.json().data.paymentTransferId as string };
  }

  it('shows support each held deposit, with where returning it sends it', async () => {
    const { userId, transferId } = await heldFor('coins');
    const detail = (await get(`/support/users/${userId}`, lv1)).json<{
      data: SupportUserDetail;
    }>().data;
    expect(detail.heldDeposits).toEqual([
      expect.objectContaining({ paymentTransferId: transferId, returnTo: SENDER }),
    ]);
  });

  it('releases it into the balance: once, audited, the customer told', async () => {
    const { userId, transferId, headers } = await heldFor('aud');
    const released = await post(support(userId, transferId, 'release'), lv2, { reason: REASON });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.heldDeposits).toEqual([]);
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('60');
    expect(await heldBalanceOf(t.app.db, userId, 'aud')).toBe('0');
    expect(await heldDeposits(headers)).toEqual([]);
    const transfer = (await get(`/transaction/transfers/${transferId}`, headers)).json().data;
    expect(transfer.status).toBe('complete');
    const [audit] = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_user_id', '=', userId)
      .where('action', '=', 'deposit.released')
      .execute();
    expect(audit?.details).toMatchObject({ transferId, reason: REASON, amount: '$60.00' });
    expect((await notificationTitles(t.app.db, userId))[0]).toBe(
      NOTIFICATION_TITLES.depositSuccess,
    );
    for (const action of ['release', 'return'] as const) {
      const again = await post(support(userId, transferId, action), lv2, { reason: REASON });
      expect(again.statusCode).toBe(404);
    }
    expect(await balanceOf(t.app.db, userId, 'aud')).toBe('60');
    await expectLedgerSound(t.app.db);
  });

  it('returns AUD to the paying account and coins to the address they came from', async () => {
    for (const kind of ['aud', 'coins'] as const) {
      const { userId, transferId, headers } = await heldFor(kind);
      const returned = await post(support(userId, transferId, 'return'), lv2, { reason: REASON });
      expect(returned.statusCode, returned.body).toBe(200);
      const asset = kind === 'aud' ? 'aud' : 'btc';
      expect(await heldBalanceOf(t.app.db, userId, asset)).toBe('0');
      expect(await balanceOf(t.app.db, userId, asset)).toBe('0');
      const transfer = (await get(`/transaction/transfers/${transferId}`, headers)).json().data;
      expect(transfer.status).toBe('returned');
      const [audit] = await t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('subject_user_id', '=', userId)
        .where('action', '=', 'deposit.returned')
        .execute();
      expect(audit?.details).toMatchObject({ transferId, reason: REASON });
      expect(String(audit?.details.returnReference)).toMatch(kind === 'aud' ? /^SBX-RET-/ : /./);
      expect((await notificationTitles(t.app.db, userId))[0]).toBe(
        NOTIFICATION_TITLES.depositReturned,
      );
    }
    await expectLedgerSound(t.app.db);
  });

  it('refuses to return coins whose sender is unknown, changing nothing', async () => {
    const { userId, transferId } = await heldFor('coins without sender');
    const audit = await rowCount(t.app.db, 'audit_log');
    const response = await post(support(userId, transferId, 'return'), lv2, { reason: REASON });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DepositReturnFailed');
    expect(await heldBalanceOf(t.app.db, userId, 'btc')).toBe('0.02');
    expect(await rowCount(t.app.db, 'audit_log')).toBe(audit);
  });

  it('is support_lv2 with two-factor only, with a reason, and the customer’s own deposit', async () => {
    const { userId, transferId } = await heldFor('aud');
    const other = await heldFor('aud');
    const url = support(userId, transferId, 'release');
    expect((await post(url, lv1, { reason: REASON })).statusCode).toBe(403);
    expect((await post(url, lv2NoTwoFactor, { reason: REASON })).json().code).toBe(
      'StaffTwoFactorRequired',
    );
    const customer = await signedInUser(t.app);
    expect((await post(url, customer.headers, { reason: REASON })).statusCode).toBe(403);
    expect((await post(url, lv2, {})).statusCode).toBe(400);
    const foreign = support(other.userId, transferId, 'release');
    expect((await post(foreign, lv2, { reason: REASON })).statusCode).toBe(404);
    expect(await heldBalanceOf(t.app.db, userId, 'aud')).toBe('60');
  });

  it('releases or returns it once when both are asked at the same moment', async () => {
    const { userId, transferId } = await heldFor('aud');
    const answers = await Promise.all([
      post(support(userId, transferId, 'release'), lv2, { reason: REASON }),
      post(support(userId, transferId, 'return'), lv2, { reason: REASON }),
      post(support(userId, transferId, 'release'), lv2, { reason: REASON }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await heldBalanceOf(t.app.db, userId, 'aud')).toBe('0');
    await expectLedgerSound(t.app.db);
  });
});

describe('the database keeps holds sound whatever the code does', () => {
  it('refuses to take from a hold more than it holds, and a second way out', async () => {
    const customer = await suspendedCustomer();
    const userId = customer.user.user_id;
    const transferId = (await simulateFiatDeposit(t.app, { userId, amount: '30' })).json().data
      .paymentTransferId as string;
    const hold = await t.app.db
      .selectFrom('ledger_accounts')
      .select('account_id')
      .where('kind', '=', 'deposit_hold')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const { postEntry } = await import('../src/modules/ledger/posting-service.js');
    const { systemAccount } = await import('../src/modules/ledger/ledger-account-repository.js');
    await expect(
      t.app.db.transaction().execute(async (trx) =>
        postEntry(trx, {
          kind: 'revert',
          description: 'too much',
          postings: [
            {
              accountId: hold.account_id,
              assetId: 'aud',
              amount: -31n * 10n ** 18n,
              type: 'revert',
            },
            {
              accountId: await systemAccount(trx, 'external_bank', 'aud'),
              assetId: 'aud',
              amount: 31n * 10n ** 18n,
              type: 'revert',
            },
          ],
        }),
      ),
    ).rejects.toThrow(/ledger_accounts_non_negative/);
    const released = await post(support(userId, transferId, 'release'), lv2, { reason: REASON });
    expect(released.statusCode).toBe(200);
    await expect(
      t.app.db
        .updateTable('transfers')
        .set({ status: 'returned' })
        .where('transfer_id', '=', transferId)
        .execute(),
    ).rejects.toThrow(/already complete/);
    await expect(
      t.app.db
        .insertInto('ledger_accounts')
        .values({ kind: 'deposit_hold', user_id: null, asset_id: 'aud', balance: '0' })
        .execute(),
    ).rejects.toThrow(/ledger_accounts_owner/);
    await expectLedgerSound(t.app.db);
  });
});
