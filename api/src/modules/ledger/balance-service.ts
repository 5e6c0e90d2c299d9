import type { Db } from '../../db/database.js';
import {
  selectCustomerBalance,
  selectCustomerBalances,
  selectCustomerPostings,
  type CustomerBalance,
} from './balance-repository.js';

export type { CustomerBalance };

/** Every balance the customer holds, zero ones included (an account was opened). */
export function customerBalances(db: Db, userId: string): Promise<CustomerBalance[]> {
  return selectCustomerBalances(db, userId);
}

/** One balance, in the asset's smallest units: what every quote checks. */
export function customerBalance(db: Db, userId: string, assetId: string): Promise<bigint> {
  return selectCustomerBalance(db, userId, assetId);
}

/** Every movement on the customer's accounts, oldest first: to replay their holdings. */
export function customerPostings(db: Db, userId: string) {
  return selectCustomerPostings(db, userId);
}
