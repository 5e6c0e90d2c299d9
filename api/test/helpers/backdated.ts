import type { Db } from '../../src/db/database.js';
import type { JournalEntryKind } from '../../src/db/schema.js';
import type { PostingInput } from '../../src/modules/ledger/posting-repository.js';

/** One posting of a backdated entry, as the posting service takes it. */
export type BackdatedPosting = PostingInput;

/**
 * A journal entry dated `at`, written straight to the tables: the posting service always
 * writes "now", and a history from the past needs its own dates. Returns the entry's id.
 */
export async function insertEntryAt(
  db: Db,
  entry: { kind: JournalEntryKind; description: string; at: Date },
): Promise<string> {
  const row = await db
    .insertInto('journal_entries')
    .values({ kind: entry.kind, description: entry.description, created_at: entry.at })
    .returning('entry_id')
    .executeTakeFirstOrThrow();
  return row.entry_id;
}

/** The postings of entry `entryId`, dated `at` like it. */
export async function insertPostingsAt(
  db: Db,
  entryId: string,
  at: Date,
  postings: BackdatedPosting[],
): Promise<void> {
  await db
    .insertInto('postings')
    .values(
      postings.map((posting) => ({
        entry_id: entryId,
        account_id: posting.accountId,
        asset_id: posting.assetId,
        amount: posting.amount.toString(),
        transaction_type: posting.type,
        trade_id: posting.tradeId ?? null,
        transfer_id: posting.transferId ?? null,
        created_at: at,
      })),
    )
    .execute();
}
