import {
  NOTIFICATION_TITLES,
  type WithdrawAccount,
  type WithdrawAccountRequest,
} from '@wattle/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../db/transaction.js';
import { badRequest } from '../../lib/errors.js';
import { notify } from '../notifications/notification-service.js';
import { activeWithdrawAccount, replaceWithdrawAccount } from './funding-repository.js';
import { bankCounterparty, toWithdrawAccount } from './transfer-mapper.js';
import { lockCustomerWithdrawals } from './transfer-repository.js';

export async function currentWithdrawAccount(
  app: FastifyInstance,
  userId: string,
): Promise<WithdrawAccount | null> {
  const row = await activeWithdrawAccount(app.db, userId);
  return row ? toWithdrawAccount(row) : null;
}

/**
 * Registers the customer's bank account for AUD withdrawals, replacing any earlier one. The
 * bank checks it and keeps the full number; Wattle keeps the last four digits and the bank's
 * token. Either way the customer is notified.
 */
export async function registerWithdrawAccount(
  app: FastifyInstance,
  userId: string,
  request: WithdrawAccountRequest,
): Promise<WithdrawAccount> {
  const result = await app.providers.bank.registerWithdrawAccount({
    customerId: userId,
    ...request,
  });
  if (result.outcome === 'declined') {
    await notify(app, userId, {
      title: NOTIFICATION_TITLES.withdrawAccountFailure,
      message: result.reason,
      type: 'error',
    });
    throw badRequest(result.reason, 'WithdrawAccountDeclinedError');
  }
  const last4 = request.accountNumber.slice(-4);
  const row = await inTransaction(app, async (trx) => {
    // A withdrawal in flight reads the account under the same lock.
    await lockCustomerWithdrawals(trx, userId);
    const registered = await replaceWithdrawAccount(trx, {
      user_id: userId,
      account_name: request.accountName,
      bsb: request.bsb,
      account_number_last4: last4,
      provider_reference: result.providerReference,
    });
    await notify(
      app,
      userId,
      {
        title: NOTIFICATION_TITLES.withdrawAccountSuccess,
        message: `AUD withdrawals will now go to ${request.accountName}, ${bankCounterparty(request.bsb, last4)}.`,
        type: 'success',
      },
      trx,
    );
    return registered;
  });
  return toWithdrawAccount(row);
}
