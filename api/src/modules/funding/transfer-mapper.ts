import {
  makeAmount,
  shortenAddress,
  type DepositAccount,
  type Transfer,
  type WithdrawAccount,
} from '@wattle/shared/contracts';
import type { TransferMethod } from '../../db/schema.js';
import type { DepositAccountRow, WithdrawAccountRow } from './funding-repository.js';
import type { TransferView } from './transfer-repository.js';

export type { TransferView };

const METHOD_LABELS: Record<Exclude<TransferMethod, 'chain'>, string> = {
  bank_transfer: 'Bank transfer',
  payid: 'PayID',
};

/** Bank transfer, PayID, or the chain's name. */
export const methodLabel = (method: TransferMethod, chain: string) =>
  method === 'chain' ? chain : METHOD_LABELS[method];

/** Only the last four digits of an account number are ever shown. */
export const maskedAccountNumber = (last4: string) => `••••${last4}`;

/** What a withdrawal's destination looks like in history and messages. */
export const bankCounterparty = (bsb: string, last4: string) =>
  `${bsb} ${maskedAccountNumber(last4)}`;
export const chainCounterparty = (address: string) => shortenAddress(address);

export function toTransfer(row: TransferView): Transfer {
  return {
    paymentTransferId: row.transfer_id,
    type: row.type,
    status: row.status,
    amount: makeAmount(row.amount, row.precision, row.symbol),
    fee: makeAmount(row.fee, row.precision, row.symbol),
    asset: { symbol: row.symbol },
    method: methodLabel(row.method, row.chain),
    counterparty: row.counterparty,
    reference: row.external_reference,
    failureReason: row.failure_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toDepositAccount(row: DepositAccountRow): DepositAccount {
  return {
    accountName: row.account_name,
    bsb: row.bsb,
    accountNumber: row.account_number,
    reference: row.reference,
    payId: row.pay_id,
    createdAt: row.created_at.toISOString(),
  };
}

export function toWithdrawAccount(
  row: WithdrawAccountRow,
  replacementCooldownHours: number,
): WithdrawAccount {
  return {
    withdrawAccountId: row.withdraw_account_id,
    accountName: row.account_name,
    bsb: row.bsb,
    accountNumber: maskedAccountNumber(row.account_number_last4),
    createdAt: row.created_at.toISOString(),
    cooldownEndsAt:
      row.available_from.getTime() > Date.now() ? row.available_from.toISOString() : null,
    replacementCooldownHours,
  };
}
