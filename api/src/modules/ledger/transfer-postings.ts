import type { Db } from '../../db/database.js';
import { FIAT_ASSET_ID } from '@wattle/shared/contracts';
import { customerAccounts, holdAccount, systemAccount } from './ledger-account-repository.js';
import { postEntry } from './posting-service.js';

/** Money arrives from the bank (AUD) or the chain (crypto). */
const outside = (assetId: string) =>
  assetId === FIAT_ASSET_ID ? 'external_bank' : 'external_chain';

export interface DepositPosting {
  userId: string;
  assetId: string;
  units: bigint;
  transferId?: string;
  description: string;
}

/** A deposit: the outside world's account gives, the customer's receives. */
export async function postDeposit(trx: Db, deposit: DepositPosting): Promise<string> {
  const accounts = await customerAccounts(trx, deposit.userId, [deposit.assetId]);
  const customer = accounts.get(deposit.assetId);
  if (!customer) throw new Error(`No ${deposit.assetId} account for ${deposit.userId}`);
  const external = await systemAccount(trx, outside(deposit.assetId), deposit.assetId);
  const common = {
    assetId: deposit.assetId,
    type: 'deposit' as const,
    transferId: deposit.transferId,
  };
  return postEntry(trx, {
    kind: 'deposit',
    description: deposit.description,
    postings: [
      { ...common, accountId: external, amount: -deposit.units },
      { ...common, accountId: customer, amount: deposit.units },
    ],
  });
}

/**
 * A deposit Wattle may not credit yet: the outside world's account gives, the customer's hold
 * for the asset receives. The money is accounted for, and not in the customer's balance.
 */
export async function postHeldDeposit(trx: Db, deposit: DepositPosting): Promise<string> {
  const hold = await holdAccount(trx, deposit.userId, deposit.assetId);
  const external = await systemAccount(trx, outside(deposit.assetId), deposit.assetId);
  const common = {
    assetId: deposit.assetId,
    type: 'deposit' as const,
    transferId: deposit.transferId,
  };
  return postEntry(trx, {
    kind: 'deposit',
    description: deposit.description,
    postings: [
      { ...common, accountId: external, amount: -deposit.units },
      { ...common, accountId: hold, amount: deposit.units },
    ],
  });
}

/**
 * A held deposit released: the hold gives, the customer's own account receives, as a deposit.
 * The hold cannot go below zero, so the same money is never released (or returned) twice.
 */
export async function postHoldRelease(trx: Db, deposit: DepositPosting): Promise<string> {
  const hold = await holdAccount(trx, deposit.userId, deposit.assetId);
  const accounts = await customerAccounts(trx, deposit.userId, [deposit.assetId]);
  const customer = accounts.get(deposit.assetId);
  if (!customer) throw new Error(`No ${deposit.assetId} account for ${deposit.userId}`);
  const common = {
    assetId: deposit.assetId,
    type: 'deposit' as const,
    transferId: deposit.transferId,
  };
  return postEntry(trx, {
    kind: 'deposit',
    description: deposit.description,
    postings: [
      { ...common, accountId: hold, amount: -deposit.units },
      { ...common, accountId: customer, amount: deposit.units },
    ],
  });
}

/** A held deposit sent back where it came from: the hold gives, the outside world receives. */
export async function postHoldReturn(trx: Db, deposit: DepositPosting): Promise<string> {
  const hold = await holdAccount(trx, deposit.userId, deposit.assetId);
  const external = await systemAccount(trx, outside(deposit.assetId), deposit.assetId);
  const common = {
    assetId: deposit.assetId,
    type: 'revert' as const,
    transferId: deposit.transferId,
  };
  return postEntry(trx, {
    kind: 'revert',
    description: deposit.description,
    postings: [
      { ...common, accountId: hold, amount: -deposit.units },
      { ...common, accountId: external, amount: deposit.units },
    ],
  });
}

export interface WithdrawalPosting {
  userId: string;
  assetId: string;
  /** What leaves for the bank or the chain. */
  units: bigint;
  /** Network fee Wattle keeps (crypto); zero for AUD. */
  feeUnits: bigint;
  transferId?: string;
  description: string;
}

/**
 * A withdrawal: the customer gives the amount plus the network fee; the outside world
 * receives the amount, Wattle's fee account the fee. Fails with insufficient funds when the
 * customer does not hold both.
 */
export async function postWithdrawal(trx: Db, withdrawal: WithdrawalPosting): Promise<string> {
  const accounts = await customerAccounts(trx, withdrawal.userId, [withdrawal.assetId]);
  const customer = accounts.get(withdrawal.assetId);
  if (!customer) throw new Error(`No ${withdrawal.assetId} account for ${withdrawal.userId}`);
  const external = await systemAccount(trx, outside(withdrawal.assetId), withdrawal.assetId);
  const fee = await systemAccount(trx, 'fee', withdrawal.assetId);
  const assetId = withdrawal.assetId;
  const transferId = withdrawal.transferId;
  return postEntry(trx, {
    kind: 'withdrawal',
    description: withdrawal.description,
    postings: [
      { accountId: customer, assetId, amount: -withdrawal.units, type: 'withdrawal', transferId },
      { accountId: external, assetId, amount: withdrawal.units, type: 'withdrawal', transferId },
      { accountId: customer, assetId, amount: -withdrawal.feeUnits, type: 'trade_fee', transferId },
      { accountId: fee, assetId, amount: withdrawal.feeUnits, type: 'trade_fee', transferId },
    ],
  });
}

/**
 * A withdrawal that did not go out (the bank returned it, the network refused it): the exact
 * reverse of `postWithdrawal`, posted as a refund. The outside world gives the amount back,
 * the fee account the fee.
 */
export async function postRefund(trx: Db, refund: WithdrawalPosting): Promise<string> {
  const accounts = await customerAccounts(trx, refund.userId, [refund.assetId]);
  const customer = accounts.get(refund.assetId);
  if (!customer) throw new Error(`No ${refund.assetId} account for ${refund.userId}`);
  const external = await systemAccount(trx, outside(refund.assetId), refund.assetId);
  const fee = await systemAccount(trx, 'fee', refund.assetId);
  const { assetId, transferId } = refund;
  const type = 'refund' as const;
  return postEntry(trx, {
    kind: 'refund',
    description: refund.description,
    postings: [
      { accountId: external, assetId, amount: -refund.units, type, transferId },
      { accountId: customer, assetId, amount: refund.units, type, transferId },
      { accountId: fee, assetId, amount: -refund.feeUnits, type, transferId },
      { accountId: customer, assetId, amount: refund.feeUnits, type, transferId },
    ],
  });
}
