import { sql, type Selectable } from 'kysely';
import { customerPostingsOf } from '../../db/customer-postings.js';
import type { Db } from '../../db/database.js';
import type { BucketOrdersTable, PostingType, TradesTable } from '../../db/schema.js';

/**
 * What the history reads, always for one customer. Lists are newest first and paged by keyset:
 * `before` names the last row of the previous page, and the comparison runs in SQL so
 * timestamps keep their full (microsecond) precision.
 */
export const HISTORY_STATUSES = ['complete', 'rejected'] as const;

export type HistoryTradeRow = Selectable<TradesTable> & { bucket_name: string | null };

export interface Page {
  limit: number;
  before?: string | undefined;
}

const tradeTime = sql<Date>`coalesce(trades.executed_at, trades.created_at)`;

/** The customer's trades, each with the name of the bucket it was a leg of (if any). */
export function tradesWithBucket(db: Db, userId: string) {
  return db
    .selectFrom('trades')
    .leftJoin('bucket_orders', 'bucket_orders.bucket_order_id', 'trades.bucket_order_id')
    .leftJoin('buckets', 'buckets.bucket_id', 'bucket_orders.bucket_id')
    .selectAll('trades')
    .select('buckets.name as bucket_name')
    .where('trades.user_id', '=', userId);
}

/** A trade the customer placed (complete, or failed on confirmation): quotes are not history. */
export function findHistoryTrade(db: Db, userId: string, tradeId: string) {
  return tradesWithBucket(db, userId)
    .where('trades.trade_id', '=', tradeId)
    .where('trades.status', 'in', HISTORY_STATUSES)
    .executeTakeFirst();
}

export function listHistoryTrades(db: Db, userId: string, page: Page) {
  let query = tradesWithBucket(db, userId).where('trades.status', 'in', HISTORY_STATUSES);
  if (page.before) {
    query = query.where(
      sql<boolean>`(coalesce(trades.executed_at, trades.created_at), trades.trade_id) < (
        select coalesce(c.executed_at, c.created_at), c.trade_id from trades c
        where c.trade_id = ${page.before}::uuid)`,
    );
  }
  return query
    .orderBy(tradeTime, 'desc')
    .orderBy('trades.trade_id', 'desc')
    .limit(page.limit)
    .execute();
}

/** The customer's own trades among `tradeIds` (never a referred friend's). */
export function tradesByIds(db: Db, userId: string, tradeIds: readonly string[]) {
  if (tradeIds.length === 0) return Promise.resolve([]);
  return tradesWithBucket(db, userId)
    .where('trades.trade_id', 'in', [...tradeIds])
    .execute();
}

export function tradesOfSwap(db: Db, userId: string, swapId: string) {
  return tradesWithBucket(db, userId)
    .where('trades.swap_id', '=', swapId)
    .where('trades.status', 'in', HISTORY_STATUSES)
    .orderBy('trades.side', 'desc')
    .execute();
}

/** A bucket's legs, the largest spend first. */
export function tradesOfBucketOrders(db: Db, userId: string, bucketOrderIds: readonly string[]) {
  if (bucketOrderIds.length === 0) return Promise.resolve([]);
  return tradesWithBucket(db, userId)
    .where('trades.bucket_order_id', 'in', [...bucketOrderIds])
    .orderBy('trades.spend_amount', 'desc')
    .orderBy('trades.crypto_asset_id')
    .execute();
}

export interface PostingRow {
  posting_id: string;
  asset_id: string;
  amount: string;
  transaction_type: PostingType;
  trade_id: string | null;
  transfer_id: string | null;
  created_at: Date;
}

/** The customer's postings, as the history lists them. */
export function customerPostings(db: Db, userId: string) {
  return customerPostingsOf(db, userId).select([
    'postings.posting_id',
    'postings.asset_id',
    'postings.amount',
    'postings.transaction_type',
    'postings.trade_id',
    'postings.transfer_id',
    'postings.created_at',
  ]);
}

/** One of the customer's postings, by its id. */
export function findPosting(db: Db, userId: string, postingId: string) {
  return customerPostings(db, userId)
    .where('postings.posting_id', '=', sql<string>`${postingId}::bigint`)
    .executeTakeFirst();
}

/** Whether `postingId` is one of the customer's postings (a valid page cursor). */
export async function ownsPosting(db: Db, userId: string, postingId: string): Promise<boolean> {
  return (await findPosting(db, userId, postingId)) !== undefined;
}

/** The customer's postings of one deposit or withdrawal, newest first. */
export function postingsOfTransfer(
  db: Db,
  userId: string,
  transferId: string,
): Promise<PostingRow[]> {
  return customerPostings(db, userId)
    .where('postings.transfer_id', '=', transferId)
    .orderBy('postings.created_at', 'desc')
    .orderBy('postings.posting_id', 'desc')
    .execute();
}

export function listPostings(db: Db, userId: string, page: Page): Promise<PostingRow[]> {
  let query = customerPostings(db, userId);
  if (page.before) {
    query = query.where(
      sql<boolean>`(postings.created_at, postings.posting_id) < (
        select c.created_at, c.posting_id from postings c where c.posting_id = ${page.before}::bigint)`,
    );
  }
  return query
    .orderBy('postings.created_at', 'desc')
    .orderBy('postings.posting_id', 'desc')
    .limit(page.limit)
    .execute();
}

/** The customer's side of some trades: their postings only, never the house's or a referrer's. */
export function postingsOfTrades(
  db: Db,
  userId: string,
  tradeIds: readonly string[],
): Promise<PostingRow[]> {
  if (tradeIds.length === 0) return Promise.resolve([]);
  return customerPostings(db, userId)
    .where('postings.trade_id', 'in', [...tradeIds])
    .orderBy('postings.created_at', 'desc')
    .orderBy('postings.posting_id', 'desc')
    .execute();
}

export type HistoryBucketOrderRow = Selectable<BucketOrdersTable> & { bucket_name: string };

/** The customer's bucket orders, each with its bucket joined: where its name comes from. */
export function customerBucketOrders(db: Db, userId: string) {
  return db
    .selectFrom('bucket_orders')
    .innerJoin('buckets', 'buckets.bucket_id', 'bucket_orders.bucket_id')
    .where('bucket_orders.user_id', '=', userId);
}

function bucketOrders(db: Db, userId: string) {
  return customerBucketOrders(db, userId)
    .selectAll('bucket_orders')
    .select('buckets.name as bucket_name')
    .where('bucket_orders.status', 'in', HISTORY_STATUSES);
}

export function findHistoryBucketOrder(db: Db, userId: string, bucketOrderId: string) {
  return bucketOrders(db, userId)
    .where('bucket_orders.bucket_order_id', '=', bucketOrderId)
    .executeTakeFirst();
}

export function listHistoryBucketOrders(db: Db, userId: string, page: Page) {
  let query = bucketOrders(db, userId);
  if (page.before) {
    query = query.where(
      sql<boolean>`(coalesce(bucket_orders.executed_at, bucket_orders.created_at),
        bucket_orders.bucket_order_id) < (
        select coalesce(c.executed_at, c.created_at), c.bucket_order_id from bucket_orders c
        where c.bucket_order_id = ${page.before}::uuid)`,
    );
  }
  return query
    .orderBy(sql`coalesce(bucket_orders.executed_at, bucket_orders.created_at)`, 'desc')
    .orderBy('bucket_orders.bucket_order_id', 'desc')
    .limit(page.limit)
    .execute();
}
