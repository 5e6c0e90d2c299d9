import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TransferMethod, TransfersTable } from '../../db/schema.js';

export type TransferRow = Selectable<TransfersTable>;
export type NewTransfer = Insertable<TransfersTable>;

/** A transfer with what its wire form needs of its asset. */
export type TransferView = TransferRow & { symbol: string; precision: number; chain: string };

const withAsset = (db: Db) =>
  db
    .selectFrom('transfers')
    .innerJoin('assets', 'assets.asset_id', 'transfers.asset_id')
    .selectAll('transfers')
    .select(['assets.symbol', 'assets.precision', 'assets.chain']);

export async function insertTransfer(db: Db, transfer: NewTransfer): Promise<void> {
  await db.insertInto('transfers').values(transfer).execute();
}

/** The caller's transfer, or undefined when there is none of theirs with that id. */
export function findTransfer(db: Db, userId: string, transferId: string) {
  return withAsset(db)
    .where('transfers.transfer_id', '=', transferId)
    .where('transfers.user_id', '=', userId)
    .executeTakeFirst();
}

export function listTransfers(db: Db, userId: string, limit = 500) {
  return withAsset(db)
    .where('transfers.user_id', '=', userId)
    .orderBy('transfers.created_at', 'desc')
    .orderBy('transfers.transfer_id')
    .limit(limit)
    .execute();
}

/** The customer's deposits on hold, newest first. */
export function listHeldDeposits(db: Db, userId: string) {
  return withAsset(db)
    .where('transfers.user_id', '=', userId)
    .where('transfers.status', '=', 'held')
    .orderBy('transfers.created_at', 'desc')
    .orderBy('transfers.transfer_id')
    .execute();
}

/** Locks one of the customer's deposits on hold; undefined when it is not (or no longer) held. */
export function lockHeldDeposit(trx: Db, userId: string, transferId: string) {
  return withAsset(trx)
    .where('transfers.transfer_id', '=', transferId)
    .where('transfers.user_id', '=', userId)
    .where('transfers.status', '=', 'held')
    .forUpdate('transfers')
    .executeTakeFirst();
}

/** A held deposit leaves the hold: released to the customer, or returned to the sender. */
export async function closeHold(
  trx: Db,
  transferId: string,
  outcome: { status: 'complete' | 'returned'; releaseEntryId: string },
): Promise<void> {
  await trx
    .updateTable('transfers')
    .set({
      status: outcome.status,
      release_entry_id: outcome.releaseEntryId,
      updated_at: new Date(),
    })
    .where('transfer_id', '=', transferId)
    .where('status', '=', 'held')
    .execute();
}

/** A deposit already recorded for this payment (the bank or chain told us twice). */
export function findDepositByPayment(
  db: Db,
  method: TransferMethod,
  assetId: string,
  externalReference: string,
) {
  return db
    .selectFrom('transfers')
    .selectAll()
    .where('type', '=', 'deposit')
    .where('method', '=', method)
    .where('asset_id', '=', assetId)
    .where('external_reference', '=', externalReference)
    .executeTakeFirst();
}

/** Oldest first: the withdrawals still waiting for the bank or the chain. */
export async function pendingWithdrawalIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('transfers')
    .select('transfer_id')
    .where('status', '=', 'pending')
    .where('type', '=', 'withdrawal')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.transfer_id);
}

/** A pending withdrawal with what settling it needs: its asset and, for AUD, the payee. */
export function findPendingWithdrawal(db: Db, transferId: string) {
  return withAsset(db)
    .leftJoin(
      'withdraw_accounts',
      'withdraw_accounts.withdraw_account_id',
      'transfers.withdraw_account_id',
    )
    .select(['withdraw_accounts.provider_reference', 'withdraw_accounts.account_number_last4'])
    .where('transfers.transfer_id', '=', transferId)
    .where('transfers.type', '=', 'withdrawal')
    .where('transfers.status', '=', 'pending')
    .executeTakeFirst();
}

/** Locks a pending transfer for settling; undefined when it has already settled. */
export function lockPendingTransfer(trx: Db, transferId: string) {
  return trx
    .selectFrom('transfers')
    .selectAll()
    .where('transfer_id', '=', transferId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
}

export async function settleTransfer(
  trx: Db,
  transferId: string,
  outcome:
    | { status: 'complete'; externalReference: string }
    | { status: 'failed'; refundEntryId: string; reason: string },
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('transfers')
    .set({
      ...(outcome.status === 'complete'
        ? { status: 'complete', external_reference: outcome.externalReference }
        : {
            status: 'failed',
            refund_entry_id: outcome.refundEntryId,
            failure_reason: outcome.reason,
          }),
      settled_at: now,
      updated_at: now,
    })
    .where('transfer_id', '=', transferId)
    .where('status', '=', 'pending')
    .execute();
}

export async function estimateAlreadyUsed(trx: Db, signature: string): Promise<boolean> {
  const row = await trx
    .selectFrom('transfers')
    .select('transfer_id')
    .where('estimate_signature', '=', signature)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Withdrawals since `since` that still count toward the daily limit (pending or sent; a
 * refunded one does not), in AUD units.
 */
export async function withdrawnSince(db: Db, userId: string, since: Date): Promise<bigint> {
  const row = await db
    .selectFrom('transfers')
    .select(sql<string>`coalesce(sum(aud_value), 0)::text`.as('total'))
    .where('user_id', '=', userId)
    .where('type', '=', 'withdrawal')
    .where('status', '<>', 'failed')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * Serialises one customer's withdrawals (a transaction-scoped advisory lock), so two at once
 * cannot both fit under the daily limit or both use one estimate. Balances need no such lock:
 * the ledger refuses overdrafts by itself.
 */
export async function lockCustomerWithdrawals(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`withdrawals:${userId}`}, 0))`.execute(
    trx,
  );
}
