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

/**
 * Writes a journal entry and its postings (already balanced and in lock order) in one
 * statement: one round trip on the hottest path. An entry without postings is written alone.
 */
export async function insertEntry(trx: Db, entry: EntryInput): Promise<string> {
  const { postings } = entry;
  if (postings.length === 0) {
    const { entry_id: entryId } = await trx
      .insertInto('journal_entries')
      .values({ kind: entry.kind, description: entry.description })
      .returning('entry_id')
      .executeTakeFirstOrThrow();
    return entryId;
  }
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
