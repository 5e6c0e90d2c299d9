import {
  NOTIFICATION_TITLES,
  type WithdrawAccount,
  type WithdrawAccountRequest,
} from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { notify } from '../notifications/notification-service.js';
import { withdrawAccountDeclined } from './funding-errors.js';
import { activeWithdrawAccount, replaceWithdrawAccount } from './funding-repository.js';
import { bankCounterparty, toWithdrawAccount } from './transfer-mapper.js';
import { lockCustomerWithdrawals } from './transfer-repository.js';

export async function currentWithdrawAccount(
  deps: ServiceDeps,
  userId: string,
): Promise<WithdrawAccount | null> {
  const row = await activeWithdrawAccount(deps.db, userId);
  return row ? toWithdrawAccount(row) : null;
}

/**
 * Registers the customer's bank account for AUD withdrawals, replacing any earlier one. The
 * bank checks it and keeps the full number; Wattle keeps the last four digits and the bank's
 * token. Either way the customer is notified.
 */
export async function registerWithdrawAccount(
  deps: ServiceDeps,
  { userId, request }: { userId: string; request: WithdrawAccountRequest },
): Promise<WithdrawAccount> {
  const result = await deps.providers.bank.registerWithdrawAccount({
    customerId: userId,
    ...request,
  });
  if (result.outcome === 'declined') {
    await notify(deps, {
      userId,
      title: NOTIFICATION_TITLES.withdrawAccountFailure,
      message: result.reason,
      type: 'error',
      topics: [],
    });
    throw withdrawAccountDeclined(result.reason);
  }
  const last4 = request.accountNumber.slice(-4);
  const row = await inTransaction(deps, async (trx) => {
    // A withdrawal in flight reads the account under the same lock.
    await lockCustomerWithdrawals(trx, userId);
    const registered = await replaceWithdrawAccount(trx, {
      user_id: userId,
      account_name: request.accountName,
      bsb: request.bsb,
      account_number_last4: last4,
      provider_reference: result.providerReference,
    });
    await notify(withDb(deps, trx), {
      userId,
      title: NOTIFICATION_TITLES.withdrawAccountSuccess,
      message: `AUD withdrawals will now go to ${request.accountName}, ${bankCounterparty(request.bsb, last4)}.`,
      type: 'success',
      topics: ['funding'],
    });
    return registered;
  });
  return toWithdrawAccount(row);
}
