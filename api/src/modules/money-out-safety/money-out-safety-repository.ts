import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { FirstWithdrawalAnswersTable, PausedWithdrawalsTable } from '../../db/schema.js';

/** Where a withdrawal goes: a chain address, or the registered bank account. */
export type Destination = { address: string } | { withdrawAccountId: string };

/** The destination as a condition on a table that has `address` and `withdraw_account_id`. */
const sentTo = (to: Destination) =>
  'address' in to
    ? sql<boolean>`address = ${to.address}`
    : sql<boolean>`withdraw_account_id = ${to.withdrawAccountId}`;

/** Whether a withdrawal has gone (or is on its way) to this destination before. */
export async function hasWithdrawnTo(db: Db, userId: string, to: Destination): Promise<boolean> {
  const found = await db
    .selectFrom('transfers')
    .select('transfer_id')
    .where('user_id', '=', userId)
    .where('type', '=', 'withdrawal')
    .where('status', 'in', ['pending', 'complete'])
    .where(sentTo(to))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** A withdrawal to this destination still paused for review, or refused by support. */
export async function hasReviewedTo(db: Db, userId: string, to: Destination): Promise<boolean> {
  const found = await db
    .selectFrom('paused_withdrawals')
    .select('paused_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'scam_review')
    .where('status', 'in', ['paused', 'refused'])
    .where(sentTo(to))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** The customer's registered bank account, if any. */
export function activeWithdrawAccountId(db: Db, userId: string) {
  return db
    .selectFrom('withdraw_accounts')
    .select('withdraw_account_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function insertPaused(db: Db, row: Insertable<PausedWithdrawalsTable>) {
  return db.insertInto('paused_withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function insertAnswer(db: Db, row: Insertable<FirstWithdrawalAnswersTable>) {
  await db.insertInto('first_withdrawal_answers').values(row).execute();
}

const pausedColumns = [
  'paused_withdrawals.paused_id',
  'paused_withdrawals.user_id',
  'paused_withdrawals.kind',
  'paused_withdrawals.status',
  'paused_withdrawals.method',
  'paused_withdrawals.asset_id',
  'paused_withdrawals.amount',
  'paused_withdrawals.fee',
  'paused_withdrawals.withdraw_account_id',
  'paused_withdrawals.address',
  'paused_withdrawals.tag',
  'paused_withdrawals.counterparty',
  'paused_withdrawals.reason',
  'paused_withdrawals.details',
  'paused_withdrawals.release_after',
  'paused_withdrawals.created_at',
  'paused_withdrawals.resolved_at',
  'paused_withdrawals.resolution_note',
  'paused_withdrawals.transfer_id',
  'assets.symbol',
  'assets.precision',
  'users.email',
] as const;

function pausedQuery(db: Db) {
  return db
    .selectFrom('paused_withdrawals')
    .innerJoin('assets', 'assets.asset_id', 'paused_withdrawals.asset_id')
    .innerJoin('users', 'users.user_id', 'paused_withdrawals.user_id')
    .select(pausedColumns);
}
export type PausedRow = Awaited<ReturnType<typeof findPaused>> & object;

export function findPaused(db: Db, pausedId: string) {
  return pausedQuery(db).where('paused_withdrawals.paused_id', '=', pausedId).executeTakeFirst();
}

/** One paused withdrawal, held until the transaction ends so it is decided once. */
export function lockPaused(db: Db, pausedId: string) {
  return db
    .selectFrom('paused_withdrawals')
    .selectAll()
    .where('paused_id', '=', pausedId)
    .forUpdate()
    .executeTakeFirst();
}

/** The customer's paused withdrawals, newest first. */
export function listPausedOf(db: Db, userId: string, limit: number) {
  return pausedQuery(db)
    .where('paused_withdrawals.user_id', '=', userId)
    .orderBy('paused_withdrawals.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Support's queue: every withdrawal waiting for review, oldest first. */
export function listAwaitingReview(db: Db, limit: number) {
  return pausedQuery(db)
    .where('paused_withdrawals.status', '=', 'paused')
    .where('paused_withdrawals.kind', '=', 'scam_review')
    .orderBy('paused_withdrawals.created_at')
    .limit(limit)
    .execute();
}

/** Protective delays that have run out, oldest first. */
export async function duePausedIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('paused_withdrawals')
    .select('paused_id')
    .where('status', '=', 'paused')
    .where('kind', '=', 'protective_delay')
    .where('release_after', '<=', now)
    .orderBy('release_after')
    .limit(limit)
    .execute();
  return rows.map((row) => row.paused_id);
}

export async function markResolved(
  db: Db,
  pausedId: string,
  resolution: {
    status: 'released' | 'refused' | 'cancelled';
    resolvedBy: string | null;
    note: string | null;
    transferId?: string;
  },
): Promise<void> {
  await db
    .updateTable('paused_withdrawals')
    .set({
      status: resolution.status,
      resolved_at: new Date(),
      resolved_by: resolution.resolvedBy,
      resolution_note: resolution.note,
      transfer_id: resolution.transferId ?? null,
    })
    .where('paused_id', '=', pausedId)
    .where('status', '=', 'paused')
    .execute();
}
