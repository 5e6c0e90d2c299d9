import { createHash } from 'node:crypto';
import type {
  BankCustomer,
  BankProvider,
  DepositAccountResult,
  PaymentReturn,
  PaymentReturnResult,
  Payout,
  PayoutResult,
  WithdrawAccountDetails,
  WithdrawAccountResult,
} from './bank-provider.js';

export const SANDBOX_DEPOSIT_BSB = '999-001';
export const SANDBOX_DEPOSIT_ACCOUNT_NAME = 'Wattle Pty Ltd';
export const SANDBOX_PAY_ID_DOMAIN = 'pay.wattle.sandbox';
export const SANDBOX_DECLINED_BSB = '000-000';

export const DEPOSIT_ACCOUNT_DECLINED =
  'Our bank could not set up your deposit details. Please contact Wattle support.';
export const WITHDRAW_ACCOUNT_DECLINED =
  'The bank could not verify that account. Check the BSB and account number, or use another account.';
export const PAYOUT_RETURNED =
  'Your bank returned the payment. Check your account details, or contact your bank.';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function digest(...parts: (string | number)[]): Buffer {
  return createHash('sha256').update(parts.join(':')).digest();
}

/** Bounces are chosen by the cents: dollars and cents ending in .13. */
export const bounces = (amount: string) => /\.13$/.test(amount);

/**
 * Sandbox bank: deterministic, so journeys and tests choose the outcome.
 *
 * | Input                                                    | Outcome                                   |
 * | -------------------------------------------------------- | ----------------------------------------- |
 * | deposit details for a customer whose e-mail starts `nobank` | declined (deposit-account failure)     |
 * | anyone else                                              | BSB `999-001`, a 9-digit account number, a `WT…` reference and PayID `<reference>@pay.wattle.sandbox`, the same for the same customer every time |
 * | withdrawal account with BSB `000-000`                    | declined (withdraw-account failure)       |
 * | any other withdrawal account                             | registered                                |
 * | payout whose amount ends in `.13` (e.g. 100.13)          | returned by the bank: refunded            |
 * | any other payout                                         | sent, reference `SBX-PAY-…`               |
 * | a held deposit returned to its sender                    | sent back, reference `SBX-RET-…`          |
 *
 * A payout's outcome and reference depend only on the transfer, so asking twice is harmless.
 */
export class SandboxBank implements BankProvider {
  readonly name = 'sandbox';

  async issueDepositAccount(
    customer: BankCustomer,
    attempt: number,
  ): Promise<DepositAccountResult> {
    if (customer.email.toLowerCase().startsWith('nobank')) {
      return { outcome: 'declined', reason: DEPOSIT_ACCOUNT_DECLINED };
    }
    const bytes = digest('deposit-account', customer.customerId, attempt);
    const accountNumber = `1${(bytes.readUInt32BE(0) % 100_000_000).toString().padStart(8, '0')}`;
    const reference = `WT${[...bytes.subarray(4, 12)]
      .map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length] ?? 'X')
      .join('')}`;
    return {
      outcome: 'issued',
      account: {
        accountName: SANDBOX_DEPOSIT_ACCOUNT_NAME,
        bsb: SANDBOX_DEPOSIT_BSB,
        accountNumber,
        reference,
        payId: `${reference.toLowerCase()}@${SANDBOX_PAY_ID_DOMAIN}`,
      },
    };
  }

  async registerWithdrawAccount(details: WithdrawAccountDetails): Promise<WithdrawAccountResult> {
    if (details.bsb === SANDBOX_DECLINED_BSB) {
      return { outcome: 'declined', reason: WITHDRAW_ACCOUNT_DECLINED };
    }
    const token = digest('payee', details.customerId, details.bsb, details.accountNumber);
    return { outcome: 'registered', providerReference: `SBX-PAYEE-${token.toString('hex', 0, 8)}` };
  }

  async payOut(payout: Payout): Promise<PayoutResult> {
    if (bounces(payout.amount)) return { outcome: 'returned', reason: PAYOUT_RETURNED };
    const reference = digest('payout', payout.transferId).toString('hex', 0, 8).toUpperCase();
    return { outcome: 'sent', reference: `SBX-PAY-${reference}` };
  }

  async returnPayment(payment: PaymentReturn): Promise<PaymentReturnResult> {
    const reference = digest('return', payment.transferId).toString('hex', 0, 8).toUpperCase();
    return { outcome: 'sent', reference: `SBX-RET-${reference}` };
  }
}
