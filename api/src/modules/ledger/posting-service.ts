import type { Db } from '../../db/database.js';
import { insertEntry, type EntryInput, type PostingInput } from './posting-repository.js';

export class UnbalancedEntryError extends Error {}

/** Per asset, the postings of one entry must cancel out. */
export function assertBalanced(postings: readonly PostingInput[]): void {
  const totals = new Map<string, bigint>();
  for (const posting of postings) {
    totals.set(posting.assetId, (totals.get(posting.assetId) ?? 0n) + posting.amount);
  }
  const unbalanced = [...totals].filter(([, total]) => total !== 0n);
  if (unbalanced.length > 0) {
    throw new UnbalancedEntryError(
      `Entry does not balance: ${unbalanced.map(([asset, total]) => `${asset} ${total}`).join(', ')}`,
    );
  }
}

/**
 * Accounts are locked in one global order (by id; credits before debits within an account),
 * so two transactions touching the same accounts queue instead of deadlocking, and a credit
 * in the same entry is counted before a debit is checked.
 */
function lockOrder(a: PostingInput, b: PostingInput): number {
  if (a.accountId !== b.accountId) return a.accountId < b.accountId ? -1 : 1;
  if (a.amount === b.amount) return 0;
  return a.amount > b.amount ? -1 : 1;
}

/**
 * Writes one journal entry and its postings. Call inside a transaction: the database checks
 * that the postings balance (one statement's, per entry and asset: db/functions/ledger.ts), and
 * refuses any customer balance below zero (see `isInsufficientFunds`). Zero postings are dropped.
 */
export async function postEntry(trx: Db, entry: EntryInput): Promise<string> {
  const postings = entry.postings.filter((posting) => posting.amount !== 0n).sort(lockOrder);
  assertBalanced(postings);
  return insertEntry(trx, { kind: entry.kind, description: entry.description, postings });
}
