import type { Db } from './database.js';

/**
 * The postings of one customer's own accounts, never the house's side of them, with each
 * posting's account joined: what the history, the tax report and the cost base read from.
 */
export function customerPostingsOf(db: Db, userId: string) {
  return db
    .selectFrom('postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.account_id', 'postings.account_id')
    .where('ledger_accounts.kind', '=', 'customer')
    .where('ledger_accounts.user_id', '=', userId);
}
