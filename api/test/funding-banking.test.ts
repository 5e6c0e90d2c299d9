import { NOTIFICATION_TITLES } from '@wattle/shared/contracts';
import { describe, expect, it } from 'vitest';
import { MALFORMED_BODY, MALFORMED_JSON } from './helpers/db.js';
import {
  fundingCounts,
  GOOD_ACCOUNT,
  notificationTitles,
  registerOwnWithdrawAccount,
  registerWithdrawAccount,
  simulateFiatDeposit,
  withdrawFiat,
} from './helpers/funding.js';
import { balanceOf, fund, heldBalanceOf } from './helpers/ledger.js';
import { useTestApp } from './helpers/test-app.js';
import { signedInUser } from './helpers/users.js';

const t = useTestApp();

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/** A verified customer with AUD and a registered withdrawal account. */
async function readyToWithdraw(aud = '1000') {
  const customer = await signedInUser(t.app);
  await fund(t.app.db, customer.user.user_id, 'aud', aud);
  await registerOwnWithdrawAccount(t.app, customer.headers);
  return customer;
}

describe('GET /banking/deposit-account', () => {
  it('issues the customer’s own BSB, account, reference and PayID once, then the same ones', async () => {
    const { user, headers } = await signedInUser(t.app);
    const first = await get('/banking/deposit-account', headers);
    expect(first.statusCode).toBe(200);
    const account = first.json().data;
    expect(account).toMatchObject({ accountName: 'Wattle Pty Ltd', bsb: '999-001' });
    expect(account.accountNumber).toMatch(/^1\d{8}$/);
    expect(account.reference).toMatch(/^WT[A-Z2-9]{8}$/);
    expect(account.payId).toBe(`${account.reference.toLowerCase()}@pay.wattle.sandbox`);
    const again = await get('/banking/deposit-account', headers);
    expect(again.json().data).toEqual(account);
    expect(await notificationTitles(t.app.db, user.user_id)).toEqual([
      NOTIFICATION_TITLES.depositAccountSuccess,
    ]);
  });

  it('gives two customers different details', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const first = (await get('/banking/deposit-account', a.headers)).json().data;
    const second = (await get('/banking/deposit-account', b.headers)).json().data;
    expect(second.accountNumber).not.toBe(first.accountNumber);
    expect(second.reference).not.toBe(first.reference);
    expect(second.payId).not.toBe(first.payId);
  });

  it('reports the bank’s refusal (e-mail starting "nobank"), notifies once, writes nothing', async () => {
    const { user, headers } = await signedInUser(t.app, {
      email: `nobank-${Date.now()}@example.com`,
    });
    const before = await fundingCounts(t.app.db);
    for (let i = 0; i < 2; i += 1) {
      const response = await get('/banking/deposit-account', headers);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'DepositAccountError',
        message: 'Our bank could not set up your deposit details. Please contact Wattle support.',
      });
    }
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await notificationTitles(t.app.db, user.user_id)).toEqual([
      NOTIFICATION_TITLES.depositAccountFailure,
    ]);
  });

  it('needs DEPOSIT_FIAT: an unverified customer gets 403', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    const response = await get('/banking/deposit-account', headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/cannot deposit yet/);
  });

  it('needs a session', async () => {
    expect((await get('/banking/deposit-account', {})).statusCode).toBe(401);
  });
});

describe('sandbox AUD deposits', () => {
  it('credits a bank transfer naming the reference: ledger, transfer, notification', async () => {
    const { user, headers } = await signedInUser(t.app);
    const { reference } = (await get('/banking/deposit-account', headers)).json().data;
    const response = await simulateFiatDeposit(t.app, { reference, amount: '250.50' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'complete',
      credited: '250.50',
      userId: user.user_id,
    });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('250.5');
    const [transfer] = (await get('/transaction/transfers', headers)).json().data;
    expect(transfer).toMatchObject({
      type: 'deposit',
      status: 'complete',
      method: 'Bank transfer',
      asset: { symbol: 'AUD' },
      amount: { decimalValue: '250.5', name: 'AUD', precision: 18 },
      fee: { value: '0' },
    });
    expect(await notificationTitles(t.app.db, user.user_id)).toContain(
      NOTIFICATION_TITLES.depositSuccess,
    );
  });

  it('credits a PayID payment, matched by PayID in any case', async () => {
    const { user, headers } = await signedInUser(t.app);
    const { payId } = (await get('/banking/deposit-account', headers)).json().data;
    const response = await simulateFiatDeposit(t.app, {
      payId: payId.toUpperCase(),
      amount: '40',
    });
    expect(response.json().data.status).toBe('complete');
    const [transfer] = (await get('/transaction/transfers', headers)).json().data;
    expect(transfer.method).toBe('PayID');
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('40');
  });

  it('keeps the old { email, amount } form working', async () => {
    const { user } = await signedInUser(t.app);
    const response = await simulateFiatDeposit(t.app, { email: user.email, amount: '30' });
    expect(response.json().data).toMatchObject({ credited: '30.00', userId: user.user_id });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('30');
  });

  it('credits one payment once, however often the bank reports it', async () => {
    const { user } = await signedInUser(t.app);
    const payment = { userId: user.user_id, amount: '75', externalId: `bank-${user.user_id}` };
    const first = await simulateFiatDeposit(t.app, payment);
    const second = await simulateFiatDeposit(t.app, payment);
    expect(second.json().data.paymentTransferId).toBe(first.json().data.paymentTransferId);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('75');
  });

  it('holds the money of a customer who may not deposit: held transfer, not in the balance', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    const response = await simulateFiatDeposit(t.app, { userId: user.user_id, amount: '20' });
    expect(response.json().data).toMatchObject({ status: 'held', credited: '0' });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('0');
    expect(await heldBalanceOf(t.app.db, user.user_id, 'aud')).toBe('20');
    const [transfer] = (await get('/transaction/transfers', headers)).json().data;
    expect(transfer.status).toBe('held');
    expect(await notificationTitles(t.app.db, user.user_id)).toEqual([
      NOTIFICATION_TITLES.depositHeld,
    ]);
  });

  it.each([
    [{ reference: 'WTNOSUCHREF', amount: '10' }, 404, 'That deposit reference was not found'],
    [
      { userId: '00000000-0000-4000-8000-000000000000', amount: '10' },
      404,
      'That customer was not found',
    ],
    [
      { amount: '10' },
      400,
      'Name the customer by userId or email, or the deposit reference or PayID',
    ],
    [
      { email: 'a@example.com', amount: 'ten' },
      400,
      'Enter the amount as a number, such as 150 or 0.25',
    ],
  ])('refuses %j: %i %s', async (body, status, message) => {
    const before = await fundingCounts(t.app.db);
    const response = await simulateFiatDeposit(t.app, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });
});

describe('withdrawal account', () => {
  it('is null until registered, then shows the account masked to its last four digits', async () => {
    const { user, headers } = await signedInUser(t.app);
    expect((await get('/banking/withdraw-account', headers)).json()).toEqual({ data: null });
    const name = `${user.first_name} ${user.last_name}`;
    const registered = await registerWithdrawAccount(t.app, headers, {
      accountName: ` ${name} `,
      bsb: '062000',
      accountNumber: '1234 5678',
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data).toMatchObject({
      accountName: name,
      bsb: '062-000',
      accountNumber: '••••5678',
      cooldownEndsAt: null,
      replacementCooldownHours: 24,
    });
    expect((await get('/banking/withdraw-account', headers)).json().data).toEqual(
      registered.json().data,
    );
    const stored = await t.app.db
      .selectFrom('withdraw_accounts')
      .selectAll()
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('12345678');
    expect(await notificationTitles(t.app.db, user.user_id)).toEqual([
      NOTIFICATION_TITLES.withdrawAccountSuccess,
    ]);
  });

  it('replaces the earlier account, keeping it on record', async () => {
    const { user, headers } = await signedInUser(t.app);
    await registerOwnWithdrawAccount(t.app, headers);
    const second = await registerWithdrawAccount(t.app, headers, {
      ...GOOD_ACCOUNT,
      accountNumber: '987654321',
    });
    expect((await get('/banking/withdraw-account', headers)).json().data).toEqual(
      second.json().data,
    );
    const rows = await t.app.db
      .selectFrom('withdraw_accounts')
      .select('status')
      .where('user_id', '=', user.user_id)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.status).sort()).toEqual(['active', 'replaced']);
  });

  it('reports the bank’s refusal (BSB 000-000) with a notification, and stores nothing', async () => {
    const { user, headers } = await signedInUser(t.app);
    const before = await fundingCounts(t.app.db);
    const response = await registerWithdrawAccount(t.app, headers, {
      ...GOOD_ACCOUNT,
      bsb: '000-000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'WithdrawAccountDeclinedError',
      message:
        'The bank could not verify that account. Check the BSB and account number, or use another account.',
    });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await notificationTitles(t.app.db, user.user_id)).toEqual([
      NOTIFICATION_TITLES.withdrawAccountFailure,
    ]);
  });

  it.each([
    [{ bsb: '06200' }, 'Enter the BSB as 6 digits, such as 062-000'],
    [{ bsb: 62000 }, 'Enter the BSB as 6 digits, such as 062-000'],
    [{ accountNumber: '1234' }, 'Enter the account number: 5 to 9 digits'],
    [{ accountNumber: '12345678901' }, 'Enter the account number: 5 to 9 digits'],
    [{ accountName: 'X' }, 'Enter the account name as it appears on your bank statement'],
    [
      { accountName: 'Robert"); drop' },
      "The account name can use letters, digits, spaces and & ' . , ( ) / -",
    ],
  ])('refuses %j with "%s", writing nothing', async (overrides, message) => {
    const { headers } = await signedInUser(t.app);
    const before = await fundingCounts(t.app.db);
    const response = await registerWithdrawAccount(t.app, headers, {
      ...GOOD_ACCOUNT,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ValidationError', message });
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });

  it('refuses malformed JSON and needs WITHDRAW_FIAT', async () => {
    const { headers } = await signedInUser(t.app);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/banking/withdraw-account',
      headers: { ...headers, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(malformed.statusCode).toBe(400);
    const unverified = await signedInUser(t.app, { verified: false });
    expect((await registerWithdrawAccount(t.app, unverified.headers)).statusCode).toBe(403);
    expect((await get('/banking/withdraw-account', unverified.headers)).statusCode).toBe(403);
  });
});

describe('POST /banking/withdraw-fiat', () => {
  it('debits the amount, pays it to the registered account and says so', async () => {
    const { user, headers } = await readyToWithdraw('1000');
    const response = await withdrawFiat(t.app, headers, { amount: '250.25' });
    expect(response.statusCode).toBe(200);
    const transfer = response.json().data;
    expect(transfer).toMatchObject({
      type: 'withdrawal',
      status: 'complete',
      method: 'Bank transfer',
      counterparty: '062-000 ••••5678',
      amount: { decimalValue: '250.25' },
      fee: { value: '0' },
      failureReason: null,
    });
    expect(transfer.reference).toMatch(/^SBX-PAY-[0-9A-F]{16}$/);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('749.75');
    expect(await notificationTitles(t.app.db, user.user_id)).toContain(
      NOTIFICATION_TITLES.withdrawSuccess,
    );
  });

  it('refunds a payout the bank returns (amount ending in .13) with a refund entry', async () => {
    const { user, headers } = await readyToWithdraw('500');
    const response = await withdrawFiat(t.app, headers, { amount: '100.13' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'failed',
      failureReason:
        'Your bank returned the payment. Check your account details, or contact your bank.',
    });
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('500');
    const postings = await t.app.db
      .selectFrom('postings')
      .select(['transaction_type', 'amount'])
      .where('transfer_id', '=', response.json().data.paymentTransferId)
      .execute();
    expect(postings.map((row) => row.transaction_type).sort()).toEqual([
      'refund',
      'refund',
      'withdrawal',
      'withdrawal',
    ]);
    const [latest] = await notificationTitles(t.app.db, user.user_id);
    expect(latest).toBe(NOTIFICATION_TITLES.withdrawFailure);
  });

  it.each([
    [{ amount: '10.001' }, 400, 'ValidationError', 'Enter the amount in dollars and cents'],
    [{ amount: '9.99' }, 400, 'ValidationError', 'The minimum withdrawal is $10.00'],
    [{ amount: '0' }, 400, 'ValidationError', 'The minimum withdrawal is $10.00'],
    [{ amount: '1000.01' }, 400, 'InsufficientFundsError', 'Insufficient funds'],
    [{ amount: 100 }, 400, 'ValidationError', 'Enter the amount as text, such as "150.00"'],
    [{}, 400, 'ValidationError', 'Enter the amount as text, such as "150.00"'],
    [{ amount: '-5' }, 400, 'ValidationError', 'Enter the amount as a number, such as 150 or 0.25'],
  ])('refuses %j: %i %s, writing nothing', async (body, status, code, message) => {
    const { user, headers } = await readyToWithdraw('1000');
    const before = await fundingCounts(t.app.db);
    const response = await withdrawFiat(t.app, headers, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('1000');
  });

  it('needs a registered account first (rule withdrawal_reason)', async () => {
    const { user, headers } = await signedInUser(t.app);
    await fund(t.app.db, user.user_id, 'aud', '100');
    const response = await withdrawFiat(t.app, headers, { amount: '50' });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'withdrawal_reason',
      message: 'Add the bank account to withdraw to first: it must be in your own name',
    });
  });

  it('refuses while AUD withdrawals are paused (rule withdrawal_reason)', async () => {
    const { headers } = await readyToWithdraw('100');
    const audWithdrawals = (enabled: boolean) =>
      t.app.db
        .updateTable('assets')
        .set({ withdraw_enabled: enabled })
        .where('asset_id', '=', 'aud')
        .execute();
    await audWithdrawals(false);
    try {
      const response = await withdrawFiat(t.app, headers, { amount: '50' });
      expect(response.json()).toMatchObject({
        code: 'withdrawal_reason',
        message: 'AUD withdrawals are paused right now',
      });
    } finally {
      await audWithdrawals(true);
    }
  });

  it('holds the customer to AUD 50,000 a day (rule withdrawal_limit_exceeded)', async () => {
    const { headers } = await readyToWithdraw('60000');
    expect((await withdrawFiat(t.app, headers, { amount: '49990' })).statusCode).toBe(200);
    const before = await fundingCounts(t.app.db);
    const over = await withdrawFiat(t.app, headers, { amount: '10.01' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'withdrawal_limit_exceeded',
      message:
        'This withdrawal is over your daily withdrawal limit of $50,000.00. You can withdraw up to $10.00 more today; the limit resets at midnight Sydney time.',
    });
    expect(await fundingCounts(t.app.db)).toEqual(before);
    expect((await withdrawFiat(t.app, headers, { amount: '10' })).statusCode).toBe(200);
    const limits = (await get('/user/portfolio/limits', headers)).json().data;
    expect(limits).toEqual([expect.objectContaining({ type: 'WITHDRAWAL', period: 'daily' })]);
    expect(limits[0].limit.decimalValue).toBe('50000');
    expect(limits[0].used.decimalValue).toBe('50000');
    expect(limits[0].remaining.decimalValue).toBe('0');
  });

  it('does not count a returned withdrawal toward the limit', async () => {
    const { headers } = await readyToWithdraw('1000');
    await withdrawFiat(t.app, headers, { amount: '100.13' });
    const [limit] = (await get('/user/portfolio/limits', headers)).json().data;
    expect(limit.used.decimalValue).toBe('0');
    expect(limit.remaining.decimalValue).toBe('50000');
  });

  it('is idempotent under an Idempotency-Key: one debit, the same answer', async () => {
    const { user, headers } = await readyToWithdraw('1000');
    const key = { 'idempotency-key': `fiat-${user.user_id}` };
    const first = await withdrawFiat(t.app, headers, { amount: '100' }, key);
    const second = await withdrawFiat(t.app, headers, { amount: '100' }, key);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.paymentTransferId).toBe(first.json().data.paymentTransferId);
    expect(await balanceOf(t.app.db, user.user_id, 'aud')).toBe('900');
    const reused = await withdrawFiat(t.app, headers, { amount: '200' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IdempotencyKeyReused');
    const badKey = await withdrawFiat(
      t.app,
      headers,
      { amount: '100' },
      { 'idempotency-key': 'x' },
    );
    expect(badKey.statusCode).toBe(400);
  });

  it('needs WITHDRAW_FIAT, and refuses malformed JSON writing nothing', async () => {
    const { user, headers } = await signedInUser(t.app, { verified: false });
    await fund(t.app.db, user.user_id, 'aud', '100');
    const forbidden = await withdrawFiat(t.app, headers, { amount: '50' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/cannot withdraw yet/);
    const ready = await readyToWithdraw('100');
    const before = await fundingCounts(t.app.db);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/banking/withdraw-fiat',
      headers: { ...ready.headers, ...MALFORMED_JSON },
      payload: MALFORMED_BODY,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');
    expect(await fundingCounts(t.app.db)).toEqual(before);
  });
});

describe('GET /transaction/transfers', () => {
  it('lists only the caller’s transfers, newest first; another’s id is not found', async () => {
    const { user, headers } = await readyToWithdraw('0.01');
    await simulateFiatDeposit(t.app, { userId: user.user_id, amount: '100' });
    await withdrawFiat(t.app, headers, { amount: '20' });
    const list = (await get('/transaction/transfers', headers)).json().data;
    expect(list.map((transfer: { type: string }) => transfer.type)).toEqual([
      'withdrawal',
      'deposit',
    ]);
    const own = await get(`/transaction/transfers/${list[0].paymentTransferId}`, headers);
    expect(own.json().data).toEqual(list[0]);
    const other = await signedInUser(t.app);
    expect((await get('/transaction/transfers', other.headers)).json().data).toEqual([]);
    const foreign = await get(`/transaction/transfers/${list[0].paymentTransferId}`, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('That transfer was not found');
    expect((await get('/transaction/transfers/not-a-uuid', headers)).statusCode).toBe(404);
  });

  it('and the limits need only a session', async () => {
    const { headers } = await signedInUser(t.app, { verified: false });
    expect((await get('/user/portfolio/limits', headers)).statusCode).toBe(200);
    expect((await get('/transaction/transfers', headers)).statusCode).toBe(200);
    expect((await get('/user/portfolio/limits', {})).statusCode).toBe(401);
  });
});
