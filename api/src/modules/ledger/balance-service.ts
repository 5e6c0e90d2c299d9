import type { Db } from '../../db/database.js';
import {
  selectCustomerBalance,
  selectCustomerBalances,
  selectCustomerPostings,
  selectOrderHoldBalances,
  type CustomerBalance,
} from './balance-repository.js';

export type { CustomerBalance };

/** Every balance the customer holds, zero ones included (an account was opened). */
export function customerBalances(db: Db, userId: string): Promise<CustomerBalance[]> {
  return selectCustomerBalances(db, userId);
}

/** What the customer's open orders hold, per asset: out of the balances above until they end. */
export function orderHoldBalances(db: Db, userId: string): Promise<CustomerBalance[]> {
  return selectOrderHoldBalances(db, userId);
}

/** One balance, in the asset's smallest units: what every quote checks. */
export function customerBalance(db: Db, userId: string, assetId: string): Promise<bigint> {
  return selectCustomerBalance(db, userId, assetId);
}

/**
 * Every movement on the customer's accounts and order holds, oldest first: to replay their
 * holdings, which a hold does not change.
 */
export function customerPostings(db: Db, userId: string) {
  return selectCustomerPostings(db, userId);
}
