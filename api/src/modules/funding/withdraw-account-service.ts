import {
  accountNameMatches,
  accountNameMismatchMessage,
  NOTIFICATION_TITLES,
  type WithdrawAccount,
  type WithdrawAccountRequest,
} from '@wattle/shared/contracts';
import { inTransaction } from '../../db/transaction.js';
import { sendEmailBestEffort } from '../../lib/email-delivery.js';
import { notFound } from '../../lib/errors.js';
import { withDb, type ServiceDeps } from '../../lib/service-deps.js';
import { assertNoSecurityHold } from '../identity/security-hold/index.js';
import { checkStepUp } from '../identity/two-factor/index.js';
import { findAccount } from '../identity/accounts/index.js';
import { notify } from '../notifications/index.js';
import { readWithdrawalRules } from '../settings/index.js';
import { describeMoment } from './funding-format.js';
import { fundingMessages } from './funding-messages.js';
import { accountNameMismatch, withdrawAccountDeclined } from './funding-errors.js';
import { activeWithdrawAccount, replaceWithdrawAccount } from './funding-repository.js';
import { bankCounterparty, toWithdrawAccount } from './transfer-mapper.js';
import { lockCustomerWithdrawals } from './transfer-repository.js';

export async function currentWithdrawAccount(
  deps: ServiceDeps,
  userId: string,
): Promise<WithdrawAccount | null> {
  const row = await activeWithdrawAccount(deps.db, userId);
  if (!row) return null;
  const { cooldownHours } = await readWithdrawalRules(deps.db);
  return toWithdrawAccount(row, cooldownHours);
}

/**
 * Registers the customer's bank account for AUD withdrawals, replacing any earlier one. Money
 * out needs step-up (docs/product/funding.md#step-up): the authenticator code, or the password
 * with two-factor off. The account must be in the verified person's own name. A replacement
 * takes AUD only after the admin-set cool-down (24 hours unless changed), and the customer
 * hears of every change by e-mail and notification, so a stolen session cannot quietly
 * redirect their money. The bank checks the account and keeps the full number; Wattle keeps
 * the last four digits and the bank's token.
 */
export async function registerWithdrawAccount(
  deps: ServiceDeps,
  { userId, request }: { userId: string; request: WithdrawAccountRequest },
): Promise<WithdrawAccount> {
  const { otp, password, ...details } = request;
  const user = await findAccount(deps.db, userId);
  if (!user) throw notFound('That account');
  const person = { firstName: user.first_name, lastName: user.last_name };
  if (!accountNameMatches(details.accountName, person)) {
    throw accountNameMismatch(accountNameMismatchMessage(person));
  }
  await assertNoSecurityHold(deps, {
    userId,
    action: 'change the bank account withdrawals go to',
  });
  // Before the bank: a session alone must not even learn whether an account number is real.
  const stepUp = await checkStepUp(deps, {
    userId,
    proof: { otp, password },
    action: 'change your withdrawal bank account',
  });
  const result = await deps.providers.bank.registerWithdrawAccount({
    customerId: userId,
    ...details,
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
  const last4 = details.accountNumber.slice(-4);
  const destination = `${details.accountName}, ${bankCounterparty(details.bsb, last4)}`;
  const { row, replaced, cooldownHours } = await inTransaction(deps, async (trx) => {
    // A withdrawal in flight reads the account under the same lock.
    await lockCustomerWithdrawals(trx, userId);
    const previous = await activeWithdrawAccount(trx, userId);
    const { cooldownHours } = await readWithdrawalRules(trx);
    const registered = await replaceWithdrawAccount(
      trx,
      {
        user_id: userId,
        account_name: details.accountName,
        bsb: details.bsb,
        account_number_last4: last4,
        provider_reference: result.providerReference,
      },
      previous ? cooldownHours : 0,
    );
    await stepUp.spend(trx);
    const from = describeMoment(registered.available_from);
    await notify(withDb(deps, trx), {
      userId,
      title: NOTIFICATION_TITLES.withdrawAccountSuccess,
      message: previous
        ? `AUD withdrawals will go to ${destination} from ${from}.`
        : `AUD withdrawals will now go to ${destination}.`,
      type: 'success',
      topics: ['funding'],
    });
    return { row: registered, replaced: previous !== undefined, cooldownHours };
  });
  await sendEmailBestEffort(
    deps,
    fundingMessages.withdrawAccountChanged(user.email, {
      destination,
      replaced,
      from: describeMoment(row.available_from),
    }),
  );
  return toWithdrawAccount(row, cooldownHours);
}
