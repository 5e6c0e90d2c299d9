import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { rowCount } from './db.js';

type Headers = Record<string, string>;

export const GOOD_ACCOUNT = {
  accountName: 'Test Person',
  bsb: '062-000',
  accountNumber: '12345678',
};

export function registerWithdrawAccount(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown> = GOOD_ACCOUNT,
) {
  return app.inject({ method: 'POST', url: '/banking/withdraw-account', headers, payload: body });
}

export function withdrawFiat(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
  extraHeaders: Headers = {},
) {
  return app.inject({
    method: 'POST',
    url: '/banking/withdraw-fiat',
    headers: { ...headers, ...extraHeaders },
    payload: body,
  });
}

export function simulateFiatDeposit(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/sandbox/deposits/fiat', payload: body });
}

export function simulateCryptoDeposit(app: FastifyInstance, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/sandbox/deposits/crypto', payload: body });
}

export function estimate(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/custodial/withdraw/estimate',
    headers,
    payload: body,
  });
}

export function withdrawCrypto(
  app: FastifyInstance,
  headers: Headers,
  body: Record<string, unknown>,
  extraHeaders: Headers = {},
) {
  return app.inject({
    method: 'POST',
    url: '/custodial/withdraw',
    headers: { ...headers, ...extraHeaders },
    payload: body,
  });
}

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
