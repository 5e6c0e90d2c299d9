import type { Db } from '../../db/database.js';
import { customerAccounts, orderHoldAccount } from './ledger-account-repository.js';
import { postEntry } from './posting-service.js';

export interface OrderHoldPosting {
  userId: string;
  /** What the order spends: AUD for a buy, the coin for a sell. */
  assetId: string;
  units: bigint;
  description: string;
}

/**
 * An order's hold: the customer's account gives, their order hold for the asset receives. The
 * balance cannot go below zero, so money already spent or held elsewhere is refused as
 * Insufficient funds, and what is held can be neither spent, withdrawn nor held twice.
 */
export async function postOrderHold(trx: Db, hold: OrderHoldPosting): Promise<string> {
  return postHoldMove(trx, hold, 'hold');
}

/**
 * An order's hold given back whole (cancelled, expired, rejected, or about to be spent by its
 * fill): the order hold gives, the customer's account receives. The hold cannot go below zero,
 * so the same hold is never given back twice.
 */
export async function postOrderHoldRelease(trx: Db, hold: OrderHoldPosting): Promise<string> {
  return postHoldMove(trx, hold, 'release');
}

async function postHoldMove(
  trx: Db,
  { userId, assetId, units, description }: OrderHoldPosting,
  direction: 'hold' | 'release',
): Promise<string> {
  const accounts = await customerAccounts(trx, userId, [assetId]);
  const customer = accounts.get(assetId);
  if (!customer) throw new Error(`No ${assetId} account for ${userId}`);
  const held = await orderHoldAccount(trx, userId, assetId);
  const toHold = direction === 'hold' ? units : -units;
  return postEntry(trx, {
    kind: 'order_hold',
    description,
    postings: [
      { accountId: customer, assetId, amount: -toHold, type: 'order_hold' },
      { accountId: held, assetId, amount: toHold, type: 'order_hold' },
    ],
  });
}
