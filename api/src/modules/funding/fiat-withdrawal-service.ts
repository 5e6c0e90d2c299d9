import {
  FIAT_ASSET_ID,
  formatFiat,
  type FiatWithdrawRequest,
  type Transfer,
} from '@wattle/shared/contracts';
import Big from 'big.js';
import { findAsset } from '../assets/index.js';
import { audFromUnits, audUnits, decimalPlaces } from '../../lib/money.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { checkStepUp } from '../identity/two-factor/index.js';
import { describeMoment } from './funding-format.js';
import { invalidInput, ruleRefusal, withdrawAccountCoolingDown } from './funding-errors.js';
import { activeWithdrawAccount } from './funding-repository.js';
import { bankCounterparty } from './transfer-mapper.js';
import { reviewFor } from './paused-withdrawal-service.js';
import { debitWithdrawal, withdrawalReplay } from './withdrawal-service.js';

/**
 * AUD to the customer's registered bank account. Free; at least the AUD withdrawal minimum;
 * within the daily limit; with step-up (the authenticator code, or the password with two-factor
 * off); never to an account still in its cool-down. Debited now, paid out by the bank next.
 */
export async function withdrawFiat(
  deps: ServiceDeps,
  {
    userId,
    request,
    idempotencyKey,
  }: { userId: string; request: FiatWithdrawRequest; idempotencyKey: string | undefined },
): Promise<Transfer> {
  // The proof is no part of what was asked for (and a password must never be fingerprinted).
  const { otp, password, ...body } = request;
  const replay = await withdrawalReplay(deps, { userId, idempotencyKey, body });
  if (replay) return replay;
  if (decimalPlaces(body.amount) > 2) throw invalidInput('Enter the amount in dollars and cents');
  const stepUp = await checkStepUp(deps, {
    userId,
    proof: { otp, password },
    action: 'withdraw',
  });
  const units = audUnits(new Big(body.amount));
  return debitWithdrawal(deps, {
    userId,
    idempotencyKey,
    body,
    authorise: stepUp.spend,
    review: reviewFor(deps, { userId, scamCheck: body.scamCheck }),
    prepare: async (trx) => {
      const aud = await findAsset(trx, FIAT_ASSET_ID);
      if (!aud) throw new Error('The AUD asset is missing');
      if (!aud.enabled || !aud.withdraw_enabled) {
        throw ruleRefusal('withdrawal_reason', 'AUD withdrawals are paused right now');
      }
      if (units === 0n || units < BigInt(aud.withdraw_minimum)) {
        throw invalidInput(
          `The minimum withdrawal is ${formatFiat(audFromUnits(aud.withdraw_minimum))}`,
        );
      }
      const account = await activeWithdrawAccount(trx, userId);
      if (!account) {
        throw ruleRefusal(
          'withdrawal_reason',
          'Add the bank account to withdraw to first: it must be in your own name',
        );
      }
      if (account.available_from.getTime() > Date.now()) {
        throw withdrawAccountCoolingDown(describeMoment(account.available_from));
      }
      return {
        asset: aud,
        units,
        feeUnits: 0n,
        audValue: units,
        method: 'bank_transfer',
        withdrawAccountId: account.withdraw_account_id,
        address: null,
        tag: null,
        counterparty: bankCounterparty(account.bsb, account.account_number_last4),
        estimateSignature: null,
      };
    },
  });
}
