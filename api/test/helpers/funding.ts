import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { rowCount } from './db.js';
import { fundedCustomer, PASSWORD } from './users.js';

type Headers = Record<string, string>;

/** Well-formed addresses on the chains the sandbox custody sends to. */
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
export const OTHER_BTC_ADDRESS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
export const XRP_ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
export const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/** A bank account the sandbox accepts; the name defaults to the customer's own. */
export const GOOD_ACCOUNT = {
  bsb: '062-000',
  accountNumber: '12345678',
};

/**
 * Step-up as a two-factor-off customer gives it: the password, unless the body brings its own
 * proof (`otp` or `password`, an empty one to test its absence).
 */
export const withPassword = (body: Record<string, unknown>) =>
  'otp' in body || 'password' in body ? body : { ...body, password: PASSWORD };

/**
 * A withdrawal as the forms send it: with the customer's low-risk reason for a first withdrawal
 * to a destination, unless the body brings its own (`scamCheck: undefined` to test its absence).
 */
export const withReason = (body: Record<string, unknown>) =>
  'scamCheck' in body ? body : { ...body, scamCheck: { reason: 'own_account' } };

/** The signed-in customer's name as the API has it. */
export async function ownName(app: FastifyInstance, headers: Headers): Promise<string> {
  const user = (await app.inject({ method: 'GET', url: '/user', headers })).json<{
    data: { firstName: string; lastName: string };
  }>().data;
  return `${user.firstName} ${user.lastName}`;
}

export async function registerWithdrawAccount(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown> = GOOD_ACCOUNT,
) {
  const named =
    'accountName' in body ? body : { accountName: await ownName(app, headers), ...body };
  return app.inject({
    method: 'POST',
    url: '/banking/withdraw-account',
    headers,
    payload: withPassword(named),
  });
}

/** Registers the customer's own account and fails the test, saying why, if that is refused. */
export async function registerOwnWithdrawAccount(app: FastifyInstance, headers: Headers) {
  const response = await registerWithdrawAccount(app, headers);
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer holding 1000 AUD and 1 BTC, with their own bank account registered. */
export async function customerReadyToWithdraw(app: FastifyInstance) {
  const customer = await fundedCustomer(app, { aud: '1000', btc: '1' });
  await registerOwnWithdrawAccount(app, customer.headers);
  return customer;
}

/** A withdrawal request as the forms send it: step-up proof and reason added unless given. */
function requestWithdrawal(url: string) {
  return (
    app: FastifyInstance,
    headers: Headers,
    body: Record<string, unknown>,
    extraHeaders: Headers = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...extraHeaders },
      payload: withReason(withPassword(body)),
    });
}

export const withdrawFiat = requestWithdrawal('/banking/withdraw-fiat');

export function simulateFiatDeposit(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/sandbox/deposits/fiat', payload: body });
}

export function simulateCryptoDeposit(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/sandbox/deposits/crypto', payload: body });
}

/** Someone else's self-hosted wallet: Travel Rule answers that need no exchange and no proof. */
export const OTHERS_WALLET = {
  owner: 'other',
  walletKind: 'self_hosted',
  beneficiaryName: 'Sam Citizen',
};

/** `POST /travel-rule/checks`: the answers for the body's destination, and the exchange's answer. */
export function checkTravelRule(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
  answers: Record<string, unknown> = OTHERS_WALLET,
) {
  const { asset, address, amount } = body;
  return app.inject({
    method: 'POST',
    url: '/travel-rule/checks',
    headers,
    payload: { asset, address, amount, answers },
  });
}

/**
 * The fee estimate, once the destination has its Travel Rule answers (someone else's
 * self-hosted wallet unless the test answered first): an estimate without them is refused.
 */
export async function estimate(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
) {
  const { asset, address, amount } = body;
  if ([asset, address, amount].every((field) => typeof field === 'string')) {
    const answered = await app.inject({
      method: 'GET',
      url: '/travel-rule/destinations',
      headers,
    });
    const known =
      answered.statusCode === 200 &&
      answered
        .json<{ data: { address: string }[] }>()
        .data.some((destination) => destination.address === address);
    if (!known) await checkTravelRule(app, headers, body);
  }
  return app.inject({
    method: 'POST',
    url: '/custodial/withdraw/estimate',
    headers,
    payload: body,
  });
}

export const withdrawCrypto = requestWithdrawal('/custodial/withdraw');

/** Estimate, then withdraw with the estimate as issued; returns both responses. */
export async function estimateAndWithdraw(
  app: FastifyInstance,
  headers: Headers,
  body: { asset: string; amount: string; address: string },
  extra: Record<string, unknown> = {},
) {
  const estimated = await estimate(app, headers, body);
  if (estimated.statusCode !== 200) return { estimated, withdrawn: estimated };
  const withdrawn = await withdrawCrypto(app, headers, { ...estimated.json().data, ...extra });
  return { estimated, withdrawn };
}

/** Every table a funding call may write: a failed call leaves all of them as they were. */
export async function fundingCounts(db: Db) {
  return {
    transfers: await rowCount(db, 'transfers'),
    postings: await rowCount(db, 'postings'),
    entries: await rowCount(db, 'journal_entries'),
    depositAccounts: await rowCount(db, 'deposit_accounts'),
    withdrawAccounts: await rowCount(db, 'withdraw_accounts'),
    depositAddresses: await rowCount(db, 'deposit_addresses'),
  };
}

/** Titles of the customer's notifications, newest first. */
export async function notificationTitles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('title')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('notification_id')
    .execute();
  return rows.map((row) => row.title);
}
