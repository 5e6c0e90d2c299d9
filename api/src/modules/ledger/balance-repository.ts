import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import { prepared } from '../../db/prepared-statements.js';

export interface CustomerBalance {
  assetId: string;
  /** Smallest units of the asset. */
  units: bigint;
}

export async function selectCustomerBalances(db: Db, userId: string): Promise<CustomerBalance[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['asset_id', 'balance'])
    .where('kind', '=', 'customer')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ assetId: row.asset_id, units: BigInt(row.balance ?? '0') }));
}

const customerBalance = compiledOnce(['userId', 'assetId'], (db, { userId, assetId }) =>
  db
    .selectFrom('ledger_accounts')
    .modifyFront(prepared)
    .select('balance')
    .where('kind', '=', 'customer')
    .where('user_id', '=', userId)
    .where('asset_id', '=', assetId),
);

/** Every quote reads one balance: compiled once and prepared. */
export async function selectCustomerBalance(
  db: Db,
  userId: string,
  assetId: string,
): Promise<bigint> {
  const [row] = await customerBalance(db, { userId, assetId });
  return BigInt(row?.balance ?? '0');
}

/** The customer's own accounts and their order holds: a hold moves money they still own. */
export function selectCustomerPostings(db: Db, userId: string) {
  return db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
    .select(['postings.asset_id', 'postings.amount', 'postings.created_at'])
    .where('ledger_accounts.kind', 'in', ['customer', 'order_hold'])
    .where('ledger_accounts.user_id', '=', userId)
    .orderBy('postings.posting_id')
    .execute();
}

/** What the customer's open orders hold, per asset (none held: no row or zero). */
export async function selectOrderHoldBalances(db: Db, userId: string): Promise<CustomerBalance[]> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['asset_id', 'balance'])
    .where('kind', '=', 'order_hold')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({ assetId: row.asset_id, units: BigInt(row.balance ?? '0') }));
}
