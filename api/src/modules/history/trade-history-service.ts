import type { BucketTrade, Trade, Transaction } from '@wattle/shared/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/secure-token.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/index.js';
import { transactionIdsOf } from '../ledger/index.js';
import { assetLookup, type AssetLookup } from '../trading/index.js';
import { badCursor } from './history-errors.js';
import { toBucketTrade, toTrade, toTransaction } from './history-mapper.js';
import {
  findHistoryBucketOrder,
  findHistoryTrade,
  findPosting,
  listHistoryBucketOrders,
  listHistoryTrades,
  listPostings,
  ownsPosting,
  postingsOfTrades,
  postingsOfTransfer,
  tradesByIds,
  tradesOfBucketOrders,
  tradesOfSwap,
  type HistoryTradeRow,
  type Page,
  type PostingRow,
} from './trade-history-repository.js';

/** One page of one customer's history. */
interface PageOf {
  userId: string;
  page: Page;
}

/** One order in one customer's history: a trade id or a bucket order id. */
interface ItemOf {
  userId: string;
  id: string;
}

// A customer's trading history: trades, the postings behind them, and bucket orders. Every read
// is scoped to one customer; another customer's id is not found, and is no valid page cursor.

async function lookup(db: Db): Promise<AssetLookup> {
  return assetLookup(await listAssetsCached(db));
}

/** `GET /transaction/trades`: complete and rejected trades, newest first. */
export async function tradeHistory(
  { db }: ServiceDeps,
  { userId, page }: PageOf,
): Promise<Trade[]> {
  if (page.before && !(isUuid(page.before) && (await findHistoryTrade(db, userId, page.before)))) {
    throw badCursor();
  }
  const [rows, asset] = await Promise.all([listHistoryTrades(db, userId, page), lookup(db)]);
  return rows.map((row) => toTrade(row, asset));
}

async function withTrades(
  db: Db,
  userId: string,
  postings: readonly PostingRow[],
): Promise<Transaction[]> {
  const tradeIds = [...new Set(postings.flatMap((posting) => posting.trade_id ?? []))];
  const [trades, asset, ids] = await Promise.all([
    tradesByIds(db, userId, tradeIds),
    lookup(db),
    transactionIdsOf(db),
  ]);
  const byId = new Map(trades.map((row) => [row.trade_id, toTrade(row, asset)]));
  return postings.map((posting) =>
    toTransaction(posting, (posting.trade_id && byId.get(posting.trade_id)) || null, asset, ids),
  );
}

/** `GET /transaction/trade-transactions`: every posting on the customer's accounts. */
export async function transactionHistory(
  { db }: ServiceDeps,
  { userId, page }: PageOf,
): Promise<Transaction[]> {
  // `before` is a transaction id as the customer was shown it.
  const before = page.before ? (await transactionIdsOf(db)).toPosting(page.before) : undefined;
  if (before === null || (before && !(await ownsPosting(db, userId, before)))) {
    throw badCursor();
  }
  return withTrades(db, userId, await listPostings(db, userId, { ...page, before }));
}

/** The trades one history id stands for: a trade (both legs if a swap) or a bucket order's. */
async function tradesFor(db: Db, userId: string, id: string): Promise<HistoryTradeRow[] | null> {
  const trade = await findHistoryTrade(db, userId, id);
  if (trade) return trade.swap_id ? tradesOfSwap(db, userId, trade.swap_id) : [trade];
  const order = await findHistoryBucketOrder(db, userId, id);
  return order ? tradesOfBucketOrders(db, userId, [order.bucket_order_id]) : null;
}

const tradeIdOf = (trade: HistoryTradeRow) => trade.trade_id;

/**
 * The postings a transaction id stands for: those of its order (a trade, both legs of a swap,
 * every leg of a bucket) when it moved money for one, else those of its deposit or
 * withdrawal, else itself. Null when it names none of the customer's postings.
 */
async function postingsOfTransaction(
  db: Db,
  userId: string,
  publicId: string,
): Promise<PostingRow[] | null> {
  const postingId = (await transactionIdsOf(db)).toPosting(publicId);
  const posting = postingId ? await findPosting(db, userId, postingId) : undefined;
  if (!posting) return null;
  // A Bonus moved money for a friend's trade, which is not the customer's to see.
  const trade =
    posting.trade_id && posting.transaction_type !== 'referral'
      ? await findHistoryTrade(db, userId, posting.trade_id)
      : undefined;
  const trades = trade
    ? await tradesFor(db, userId, trade.bucket_order_id ?? trade.trade_id)
    : null;
  if (trades) return postingsOfTrades(db, userId, trades.map(tradeIdOf));
  if (posting.transfer_id) return postingsOfTransfer(db, userId, posting.transfer_id);
  return [posting];
}

/** An order's postings, named by its trade id or bucket order id, or by a transaction's id. */
async function postingsOfItem(db: Db, userId: string, id: string): Promise<PostingRow[] | null> {
  if (!isUuid(id)) return postingsOfTransaction(db, userId, id);
  const trades = await tradesFor(db, userId, id);
  return trades ? postingsOfTrades(db, userId, trades.map(tradeIdOf)) : null;
}

/**
 * `GET /transaction/trade-transactions/{id}`: the customer's postings of one order, named by
 * its trade id, its bucket order id, or the id of any of its transactions.
 */
export async function transactionsOf(
  { db }: ServiceDeps,
  { userId, id }: ItemOf,
): Promise<Transaction[]> {
  const postings = await postingsOfItem(db, userId, id);
  if (!postings) throw notFound('That trade');
  return withTrades(db, userId, postings);
}

export async function bucketTradeHistory(
  { db }: ServiceDeps,
  { userId, page }: PageOf,
): Promise<BucketTrade[]> {
  if (
    page.before &&
    !(isUuid(page.before) && (await findHistoryBucketOrder(db, userId, page.before)))
  ) {
    throw badCursor();
  }
  const orders = await listHistoryBucketOrders(db, userId, page);
  const [legs, asset] = await Promise.all([
    tradesOfBucketOrders(
      db,
      userId,
      orders.map((order) => order.bucket_order_id),
    ),
    lookup(db),
  ]);
  return orders.map((order) =>
    toBucketTrade(
      order,
      legs.filter((leg) => leg.bucket_order_id === order.bucket_order_id),
      asset,
    ),
  );
}

export async function bucketTrade(
  { db }: ServiceDeps,
  { userId, id }: ItemOf,
): Promise<BucketTrade> {
  const order = await findHistoryBucketOrder(db, userId, id);
  if (!order) throw notFound('That bucket order');
  const [legs, asset] = await Promise.all([
    tradesOfBucketOrders(db, userId, [order.bucket_order_id]),
    lookup(db),
  ]);
  return toBucketTrade(order, legs, asset);
}
