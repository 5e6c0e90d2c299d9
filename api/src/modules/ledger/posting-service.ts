import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { JournalEntryKind, PostingType } from '../../db/schema.js';

export interface PostingInput {
  accountId: string;
  assetId: string;
  /** Smallest units; positive credits the account, negative debits it. */
  amount: bigint;
  type: PostingType;
  tradeId?: string;
  transferId?: string;
}

export interface EntryInput {
  kind: JournalEntryKind;
  description: string;
  postings: PostingInput[];
}

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
 * at commit that the entry balances, and refuses any customer balance below zero (see
 * `isInsufficientFunds`). Zero postings are dropped.
 */
export async function postEntry(trx: Db, entry: EntryInput): Promise<string> {
  const postings = entry.postings.filter((posting) => posting.amount !== 0n).sort(lockOrder);
  assertBalanced(postings);
  if (postings.length === 0) {
    const { entry_id: entryId } = await trx
      .insertInto('journal_entries')
      .values({ kind: entry.kind, description: entry.description })
      .returning('entry_id')
      .executeTakeFirstOrThrow();
    return entryId;
  }
  // Entry and postings in one statement: one round trip on the hottest path.
  const rows = await sql<{ entry_id: string }>`
    with entry as (
      insert into journal_entries (kind, description)
      values (${entry.kind}, ${entry.description})
      returning entry_id
    )
    insert into postings (entry_id, account_id, asset_id, amount, transaction_type, trade_id, transfer_id)
    select entry.entry_id, p.account_id, p.asset_id, p.amount, p.transaction_type, p.trade_id, p.transfer_id
    from entry, unnest(
      ${postings.map((posting) => posting.accountId)}::uuid[],
      ${postings.map((posting) => posting.assetId)}::text[],
      ${postings.map((posting) => posting.amount.toString())}::numeric[],
      ${postings.map((posting) => posting.type)}::text[],
      ${postings.map((posting) => posting.tradeId ?? null)}::uuid[],
      ${postings.map((posting) => posting.transferId ?? null)}::uuid[]
    ) with ordinality as p (account_id, asset_id, amount, transaction_type, trade_id, transfer_id, position)
    order by p.position
    returning entry_id
  `.execute(trx);
  const entryId = rows.rows[0]?.entry_id;
  if (!entryId) throw new Error('The journal entry was not written');
  return entryId;
}
