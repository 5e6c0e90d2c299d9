import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TransferView } from '../funding/index.js';
import {
  customerBucketOrders,
  customerPostings,
  HISTORY_STATUSES,
  type HistoryTradeRow,
  type PostingRow,
  tradesWithBucket,
} from './trade-history-repository.js';

/**
 * The grouped history's reads (GET /transaction/history), always for one customer.
 *
 * Each kind of group comes from its own table: single trades and swaps (one row per swap: its
 * buy leg) from `trades`, bucket orders, transfers, and referral postings. Every branch reads
 * its table's history index newest first, up to the page size, and the union keeps the page's
 * newest. The order is (time, source rank, id), all descending, and the cursor names the last
 * group's position in it: rows inserted later sort above the cursor, so reading on never
 * repeats nor skips a group.
 */
export const GROUP_SOURCES = ['trade', 'swap', 'bucket', 'transfer', 'bonus'] as const;
export type GroupSource = (typeof GROUP_SOURCES)[number];
const RANK: Record<GroupSource, number> = { trade: 1, swap: 2, bucket: 3, transfer: 4, bonus: 5 };

export interface GroupCursor {
  /** Microseconds since the epoch: timestamps keep their full precision. */
  atMicros: bigint;
  rank: number;
  id: string;
}

export interface GroupFilter {
  userId: string;
  limit: number;
  /** Which sources to read and, within them, which kinds. */
  sides?: readonly ('buy' | 'sell')[];
  transferTypes?: readonly ('deposit' | 'withdrawal')[];
  sources: readonly GroupSource[];
  /** Only groups that move this asset. */
  assetId?: string;
  /** The asset is AUD, which every trade and bonus moves. */
  assetIsAud?: boolean;
  from?: Date;
  until?: Date;
  cursor?: GroupCursor;
}

export interface GroupKeyRow {
  source: GroupSource;
  /** Trade id (single trade and a swap's buy leg), bucket order id, transfer id or posting id. */
  id: string;
  at: Date;
  at_micros: string;
  rank: number;
}

const atFromMicros = (micros: bigint) =>
  sql<Date>`(timestamptz 'epoch' + ${micros.toString()}::bigint * interval '1 microsecond')`;

/** The keyset condition of one branch: what sorts after the cursor. */
function afterCursor(
  cursor: GroupCursor | undefined,
  source: GroupSource,
  at: RawBuilder<unknown>,
  id: RawBuilder<unknown>,
  idType: 'uuid' | 'bigint',
): RawBuilder<unknown> {
  if (!cursor) return sql`true`;
  const cursorAt = atFromMicros(cursor.atMicros);
  const rank = RANK[source];
  if (rank < cursor.rank) return sql`${at} <= ${cursorAt}`;
  if (rank > cursor.rank) return sql`${at} < ${cursorAt}`;
  return sql`(${at}, ${id}) < (${cursorAt}, ${cursor.id}::${sql.raw(idType)})`;
}

function within(filter: GroupFilter, at: RawBuilder<unknown>): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.from) parts.push(sql`${at} >= ${filter.from}`);
  if (filter.until) parts.push(sql`${at} < ${filter.until}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

function branch(filter: GroupFilter, source: GroupSource): RawBuilder<unknown> | null {
  const { userId, limit, assetId, assetIsAud } = filter;
  const rank = RANK[source];
  const coin = assetId && !assetIsAud ? assetId : null;
  switch (source) {
    case 'trade': {
      const at = sql`coalesce(t.executed_at, t.created_at)`;
      const sides = filter.sides?.length ? filter.sides : ['buy', 'sell'];
      return sql`(select 'trade' as source, t.trade_id::text as id, ${at} as at, ${sql.lit(rank)} as rank
        from trades t
        where t.user_id = ${userId} and t.status in (${sql.join([...HISTORY_STATUSES])})
          and t.swap_id is null and t.bucket_order_id is null
          and t.side in (${sql.join([...sides])})
          and ${coin ? sql`t.crypto_asset_id = ${coin}` : sql`true`}
          and ${within(filter, at)}
          and ${afterCursor(filter.cursor, source, at, sql`t.trade_id`, 'uuid')}
        order by ${at} desc, t.trade_id desc limit ${limit})`;
    }
    case 'swap': {
      const at = sql`coalesce(t.executed_at, t.created_at)`;
      return sql`(select 'swap' as source, t.trade_id::text as id, ${at} as at, ${sql.lit(rank)} as rank
        from trades t
        where t.user_id = ${userId} and t.status in (${sql.join([...HISTORY_STATUSES])})
          and t.swap_id is not null and t.side = 'buy'
          and ${
            coin
              ? sql`exists (select 1 from trades l where l.swap_id = t.swap_id
                  and l.user_id = ${userId} and l.crypto_asset_id = ${coin})`
              : sql`true`
          }
          and ${within(filter, at)}
          and ${afterCursor(filter.cursor, source, at, sql`t.trade_id`, 'uuid')}
        order by ${at} desc, t.trade_id desc limit ${limit})`;
    }
    case 'bucket': {
      const at = sql`coalesce(b.executed_at, b.created_at)`;
      return sql`(select 'bucket' as source, b.bucket_order_id::text as id, ${at} as at,
          ${sql.lit(rank)} as rank
        from bucket_orders b
        where b.user_id = ${userId} and b.status in (${sql.join([...HISTORY_STATUSES])})
          and ${
            coin
              ? sql`exists (select 1 from trades l where l.bucket_order_id = b.bucket_order_id
                  and l.crypto_asset_id = ${coin})`
              : sql`true`
          }
          and ${within(filter, at)}
          and ${afterCursor(filter.cursor, source, at, sql`b.bucket_order_id`, 'uuid')}
        order by ${at} desc, b.bucket_order_id desc limit ${limit})`;
    }
    case 'transfer': {
      const at = sql`r.created_at`;
      const types = filter.transferTypes?.length ? filter.transferTypes : ['deposit', 'withdrawal'];
      return sql`(select 'transfer' as source, r.transfer_id::text as id, ${at} as at,
          ${sql.lit(rank)} as rank
        from transfers r
        where r.user_id = ${userId} and r.type in (${sql.join([...types])})
          and ${assetId ? sql`r.asset_id = ${assetId}` : sql`true`}
          and ${within(filter, at)}
          and ${afterCursor(filter.cursor, source, at, sql`r.transfer_id`, 'uuid')}
        order by ${at} desc, r.transfer_id desc limit ${limit})`;
    }
    case 'bonus': {
      if (assetId && !assetIsAud) return null;
      const at = sql`p.created_at`;
      return sql`(select 'bonus' as source, p.posting_id::text as id, ${at} as at,
          ${sql.lit(rank)} as rank
        from postings p
        join ledger_accounts a on a.account_id = p.account_id
        where a.user_id = ${userId} and a.kind = 'customer' and p.transaction_type = 'referral'
          and ${within(filter, at)}
          and ${afterCursor(filter.cursor, source, at, sql`p.posting_id`, 'bigint')}
        order by ${at} desc, p.posting_id desc limit ${limit})`;
    }
  }
}

/** One page of group keys, newest first: at most `limit`. */
export async function listGroupKeys(db: Db, filter: GroupFilter): Promise<GroupKeyRow[]> {
  const branches = filter.sources.flatMap((source) => branch(filter, source) ?? []);
  if (branches.length === 0) return [];
  // Within one source the id order is the column's; across sources the rank decides. Posting
  // ids are padded so that their text sorts as their number does.
  const { rows } = await sql<GroupKeyRow>`
    select u.source, u.id, u.at, u.rank,
      (extract(epoch from u.at) * 1000000)::bigint::text as at_micros
    from (${sql.join(branches, sql` union all `)}) u
    order by u.at desc, u.rank desc,
      (case when u.source = 'bonus' then lpad(u.id, 20, '0') else u.id end) collate "C" desc
    limit ${filter.limit}`.execute(db);
  return rows;
}

/** The customer's trades behind some groups: single trades by id, every leg of swaps and buckets. */
export function tradesOfGroups(
  db: Db,
  userId: string,
  ids: {
    tradeIds: readonly string[];
    swapLegIds: readonly string[];
    bucketOrderIds: readonly string[];
  },
): Promise<HistoryTradeRow[]> {
  const { tradeIds, swapLegIds, bucketOrderIds } = ids;
  if (tradeIds.length + swapLegIds.length + bucketOrderIds.length === 0) {
    return Promise.resolve([]);
  }
  return tradesWithBucket(db, userId)
    .where('trades.status', 'in', HISTORY_STATUSES)
    .where((eb) =>
      eb.or([
        ...(tradeIds.length ? [eb('trades.trade_id', 'in', [...tradeIds])] : []),
        ...(swapLegIds.length
          ? [
              eb(
                'trades.swap_id',
                'in',
                eb
                  .selectFrom('trades as leg')
                  .select('leg.swap_id')
                  .where('leg.trade_id', 'in', [...swapLegIds])
                  .where('leg.user_id', '=', userId),
              ),
            ]
          : []),
        ...(bucketOrderIds.length ? [eb('trades.bucket_order_id', 'in', [...bucketOrderIds])] : []),
      ]),
    )
    .orderBy('trades.spend_amount', 'desc')
    .orderBy('trades.crypto_asset_id')
    .execute();
}

export interface BucketOrderHead {
  bucket_order_id: string;
  bucket_name: string;
  status: string;
  rejection_reason: string | null;
}

export function bucketOrderHeads(
  db: Db,
  userId: string,
  bucketOrderIds: readonly string[],
): Promise<BucketOrderHead[]> {
  if (bucketOrderIds.length === 0) return Promise.resolve([]);
  return customerBucketOrders(db, userId)
    .select([
      'bucket_orders.bucket_order_id',
      'buckets.name as bucket_name',
      'bucket_orders.status',
      'bucket_orders.rejection_reason',
    ])
    .where('bucket_orders.bucket_order_id', 'in', [...bucketOrderIds])
    .execute();
}

export function transfersByIds(
  db: Db,
  userId: string,
  transferIds: readonly string[],
): Promise<TransferView[]> {
  if (transferIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('transfers')
    .innerJoin('assets', 'assets.asset_id', 'transfers.asset_id')
    .selectAll('transfers')
    .select(['assets.symbol', 'assets.precision', 'assets.chain'])
    .where('transfers.user_id', '=', userId)
    .where('transfers.transfer_id', 'in', [...transferIds])
    .execute();
}

/** The customer's orders that some of their trades filled (limit, stop-loss, take-profit). */
export function ordersOfTrades(db: Db, userId: string, tradeIds: readonly string[]) {
  if (tradeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orders')
    .select(['trade_id', 'kind', 'created_at', 'limit_price', 'stop_price'])
    .where('user_id', '=', userId)
    .where('trade_id', 'in', [...tradeIds])
    .execute();
}

/** The customer's postings of some transfers and some referral payments, newest first. */
export function postingsOfTransfersAndBonuses(
  db: Db,
  userId: string,
  transferIds: readonly string[],
  postingIds: readonly string[],
): Promise<PostingRow[]> {
  if (transferIds.length + postingIds.length === 0) return Promise.resolve([]);
  return customerPostings(db, userId)
    .where((eb) =>
      eb.or([
        ...(transferIds.length ? [eb('postings.transfer_id', 'in', [...transferIds])] : []),
        ...(postingIds.length ? [eb('postings.posting_id', 'in', [...postingIds])] : []),
      ]),
    )
    .orderBy('postings.created_at', 'desc')
    .orderBy('postings.posting_id', 'desc')
    .execute();
}

/** The financial years (1 July–30 June, Sydney) in which the customer completed a trade. */
export async function tradedFinancialYears(db: Db, userId: string): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`
    select distinct extract(year from (executed_at at time zone 'Australia/Sydney')
      + interval '6 months')::int as year
    from trades
    where user_id = ${userId} and status = 'complete' and executed_at is not null
    order by year desc`.execute(db);
  return rows.map((row) => Number(row.year));
}
