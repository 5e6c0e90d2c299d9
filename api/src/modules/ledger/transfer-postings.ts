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

/** The customer's own account for an asset; every customer has one per listed asset. */
async function customerAccount(trx: Db, userId: string, assetId: string): Promise<string> {
  const customer = (await customerAccounts(trx, userId, [assetId])).get(assetId);
  if (!customer) throw new Error(`No ${assetId} account for ${userId}`);
  return customer;
}

/** One amount from one account to another, as one entry of the given kind. */
function postMove(
  trx: Db,
  kind: 'deposit' | 'revert',
  move: DepositPosting & { from: string; to: string },
): Promise<string> {
  const common = { assetId: move.assetId, type: kind, transferId: move.transferId };
  return postEntry(trx, {
    kind,
    description: move.description,
    postings: [
      { ...common, accountId: move.from, amount: -move.units },
      { ...common, accountId: move.to, amount: move.units },
    ],
  });
}

/** A deposit: the outside world's account gives, the customer's receives. */
export async function postDeposit(trx: Db, deposit: DepositPosting): Promise<string> {
  const to = await customerAccount(trx, deposit.userId, deposit.assetId);
  const from = await systemAccount(trx, outside(deposit.assetId), deposit.assetId);
  return postMove(trx, 'deposit', { ...deposit, from, to });
}

/**
 * A deposit Wattle may not credit yet: the outside world's account gives, the customer's hold
 * for the asset receives. The money is accounted for, and not in the customer's balance.
 */
export async function postHeldDeposit(trx: Db, deposit: DepositPosting): Promise<string> {
  const to = await holdAccount(trx, deposit.userId, deposit.assetId);
  const from = await systemAccount(trx, outside(deposit.assetId), deposit.assetId);
  return postMove(trx, 'deposit', { ...deposit, from, to });
}

/**
 * A held deposit released: the hold gives, the customer's own account receives, as a deposit.
 * The hold cannot go below zero, so the same money is never released (or returned) twice.
 */
export async function postHoldRelease(trx: Db, deposit: DepositPosting): Promise<string> {
  const from = await holdAccount(trx, deposit.userId, deposit.assetId);
  const to = await customerAccount(trx, deposit.userId, deposit.assetId);
  return postMove(trx, 'deposit', { ...deposit, from, to });
}

/** A held deposit sent back where it came from: the hold gives, the outside world receives. */
export async function postHoldReturn(trx: Db, deposit: DepositPosting): Promise<string> {
  const from = await holdAccount(trx, deposit.userId, deposit.assetId);
  const to = await systemAccount(trx, outside(deposit.assetId), deposit.assetId);
  return postMove(trx, 'revert', { ...deposit, from, to });
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
  const customer = await customerAccount(trx, withdrawal.userId, withdrawal.assetId);
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
  const customer = await customerAccount(trx, refund.userId, refund.assetId);
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
