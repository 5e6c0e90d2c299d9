import {
  HISTORY_GROUP_PAGE_DEFAULT,
  sydneyDayStart,
  type HistoryGroup,
  type HistoryGroupPage,
  type HistoryGroupQuery,
  type HistoryTransfer,
} from '@wattle/shared/contracts';
import { badRequest } from '../../lib/errors.js';
import { priceAmount } from '../../lib/money.js';
import { isUuid } from '../../lib/secure-token.js';
import type { ServiceDeps } from '../../lib/service-deps.js';
import { listAssetsCached } from '../assets/index.js';
import { holdNote, toTransfer, type TransferView } from '../funding/index.js';
import { transactionIdsOf, type TransactionIds } from '../ledger/index.js';
import { assetLookup } from '../trading/index.js';
import { badHistoryCursor } from './history-errors.js';
import {
  bucketOrderHeads,
  GROUP_SOURCES,
  listGroupKeys,
  ordersOfTrades,
  postingsOfTransfersAndBonuses,
  tradesOfGroups,
  transfersByIds,
  type GroupCursor,
  type GroupFilter,
  type GroupKeyRow,
  type GroupSource,
} from './history-group-repository.js';
import { toTrade, toTransaction } from './history-mapper.js';
import {
  postingsOfTrades,
  type HistoryTradeRow,
  type PostingRow,
} from './trade-history-repository.js';

// The grouped history (docs/product/history-and-tax.md#history-grouping): one group per order
// or transfer, newest first, paged by an opaque keyset cursor. Every read is scoped to the
// caller.

const RANKS: Record<GroupSource, number> = { trade: 1, swap: 2, bucket: 3, transfer: 4, bonus: 5 };

/** A page's last group as the next page's cursor; a Bonus's posting id in its public form. */
export function encodeCursor(
  row: Pick<GroupKeyRow, 'at_micros' | 'rank' | 'id'>,
  ids: TransactionIds,
): string {
  const id = row.rank === RANKS.bonus ? ids.toPublic(row.id) : row.id;
  return Buffer.from(`${row.at_micros}.${row.rank}.${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string, ids: TransactionIds): GroupCursor {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,20})\.([1-5])\.([0-9A-Za-z_-]{1,36})$/.exec(text);
  if (!match) throw badHistoryCursor();
  const [, micros = '', rankText = '', named = ''] = match;
  const rank = Number(rankText);
  const id = rank === RANKS.bonus ? ids.toPosting(named) : isUuid(named) ? named : null;
  if (id === null) throw badHistoryCursor();
  return { atMicros: BigInt(micros), rank, id };
}

function sourcesFor(
  type: HistoryGroupQuery['type'],
): Pick<GroupFilter, 'sources' | 'sides' | 'transferTypes'> {
  switch (type) {
    case undefined:
      return { sources: GROUP_SOURCES };
    case 'buy':
    case 'sell':
      return { sources: ['trade'], sides: [type] };
    case 'swap':
      return { sources: ['swap'] };
    case 'bucket':
      return { sources: ['bucket'] };
    case 'deposit':
    case 'withdrawal':
      return { sources: ['transfer'], transferTypes: [type] };
    case 'bonus':
      return { sources: ['bonus'] };
  }
}

function calendarDay(value: string) {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { year, month, day };
}

const nextDay = (value: string) => {
  const { year, month, day } = calendarDay(value);
  const date = new Date(Date.UTC(year, month - 1, day + 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** How history shows a transfer: a failed withdrawal whose money came back reads "refunded". */
export function toHistoryTransfer(row: TransferView): HistoryTransfer {
  return {
    ...toTransfer(row),
    status: row.status === 'failed' && row.refund_entry_id ? 'refunded' : row.status,
    address: row.address,
    txHash: row.method === 'chain' ? row.external_reference : null,
  };
}

/** `GET /transaction/history`. */
export async function groupedHistory(
  { db }: ServiceDeps,
  { userId, query }: { userId: string; query: Partial<HistoryGroupQuery> },
): Promise<HistoryGroupPage> {
  const limit = query.limit ?? HISTORY_GROUP_PAGE_DEFAULT;
  const [assets, ids] = await Promise.all([listAssetsCached(db), transactionIdsOf(db)]);
  const asset = assetLookup(assets);
  let assetId: string | undefined;
  if (query.asset) {
    const found = assets.find((row) => row.symbol.toUpperCase() === query.asset);
    if (!found) throw badRequest(`Wattle lists no asset ${query.asset}`);
    assetId = found.asset_id;
  }
  const filter: GroupFilter = {
    userId,
    limit: limit + 1,
    ...sourcesFor(query.type),
    ...(assetId ? { assetId, assetIsAud: asset(assetId).type === 'fiat' } : {}),
    ...(query.from ? { from: sydneyDayStart(calendarDay(query.from)) } : {}),
    ...(query.to ? { until: sydneyDayStart(nextDay(query.to)) } : {}),
    ...(query.cursor ? { cursor: decodeCursor(query.cursor, ids) } : {}),
  };
  const rows = await listGroupKeys(db, filter);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(last, ids) : null;

  const idsOf = (source: GroupSource) =>
    page.filter((row) => row.source === source).map((row) => row.id);
  const tradeIds = idsOf('trade');
  const swapLegIds = idsOf('swap');
  const bucketOrderIds = idsOf('bucket');
  const transferIds = idsOf('transfer');
  const bonusIds = idsOf('bonus');

  const [trades, heads, transfers, otherPostings] = await Promise.all([
    tradesOfGroups(db, userId, { tradeIds, swapLegIds, bucketOrderIds }),
    bucketOrderHeads(db, userId, bucketOrderIds),
    transfersByIds(db, userId, transferIds),
    postingsOfTransfersAndBonuses(db, userId, transferIds, bonusIds),
  ]);
  const [tradePostings, orders] = await Promise.all([
    postingsOfTrades(
      db,
      userId,
      trades.map((trade) => trade.trade_id),
    ),
    ordersOfTrades(db, userId, tradeIds),
  ]);
  const orderByTrade = new Map(
    orders.map((order) => [
      order.trade_id,
      {
        kind: order.kind,
        placedAt: order.created_at.toISOString(),
        limitPrice: order.limit_price === null ? null : priceAmount(order.limit_price, 'down'),
        stopPrice: order.stop_price === null ? null : priceAmount(order.stop_price, 'down'),
      },
    ]),
  );

  const byTrade = groupBy(tradePostings, (posting) => posting.trade_id);
  const byTransfer = groupBy(otherPostings, (posting) => posting.transfer_id);
  const tradeById = new Map(trades.map((trade) => [trade.trade_id, trade]));
  const legsOf = (postings: readonly PostingRow[]) =>
    [...postings].sort(newestFirst).map((posting) => ({
      ...toTransaction(posting, null, asset, ids),
      // A Bonus comes from a friend's trade: its id is not the customer's to see.
      tradeId: posting.transaction_type === 'referral' ? null : posting.trade_id,
    }));
  const fromTrades = (legs: readonly HistoryTradeRow[]) => ({
    trades: legs.map((leg) => toTrade(leg, asset)),
    legs: legsOf(legs.flatMap((leg) => byTrade.get(leg.trade_id) ?? [])),
  });

  const groups = page.flatMap((row): HistoryGroup[] => {
    const occurredAt = row.at.toISOString();
    switch (row.source) {
      case 'trade': {
        const trade = tradeById.get(row.id);
        if (!trade) return [];
        return [
          {
            groupId: trade.trade_id,
            kind: trade.side,
            status: trade.status === 'complete' ? 'complete' : 'rejected',
            reason: trade.rejection_reason,
            occurredAt,
            bucketName: null,
            transfer: null,
            ...fromTrades([trade]),
            order: orderByTrade.get(trade.trade_id) ?? null,
          },
        ];
      }
      case 'swap': {
        const buyLeg = tradeById.get(row.id);
        if (!buyLeg?.swap_id) return [];
        // The coin that left first, then the coin that arrived.
        const legs = trades
          .filter((trade) => trade.swap_id === buyLeg.swap_id)
          .sort((a, b) => (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1));
        return [
          {
            groupId: buyLeg.swap_id,
            kind: 'swap',
            status: legs.every((leg) => leg.status === 'complete') ? 'complete' : 'rejected',
            reason: legs.find((leg) => leg.rejection_reason)?.rejection_reason ?? null,
            occurredAt,
            bucketName: null,
            transfer: null,
            ...fromTrades(legs),
          },
        ];
      }
      case 'bucket': {
        const head = heads.find((order) => order.bucket_order_id === row.id);
        if (!head) return [];
        return [
          {
            groupId: head.bucket_order_id,
            kind: 'bucket',
            status: head.status === 'complete' ? 'complete' : 'rejected',
            reason: head.rejection_reason,
            occurredAt,
            bucketName: head.bucket_name,
            transfer: null,
            ...fromTrades(trades.filter((trade) => trade.bucket_order_id === row.id)),
          },
        ];
      }
      case 'transfer': {
        const transfer = transfers.find((candidate) => candidate.transfer_id === row.id);
        if (!transfer) return [];
        const view = toHistoryTransfer(transfer);
        return [
          {
            groupId: transfer.transfer_id,
            kind: transfer.type,
            status: view.status,
            reason: transfer.failure_reason ?? holdNote(transfer),
            occurredAt,
            bucketName: null,
            trades: [],
            transfer: view,
            legs: legsOf(byTransfer.get(transfer.transfer_id) ?? []),
          },
        ];
      }
      case 'bonus': {
        const posting = otherPostings.find((candidate) => candidate.posting_id === row.id);
        if (!posting) return [];
        return [
          {
            groupId: ids.toPublic(posting.posting_id),
            kind: 'bonus',
            status: 'complete',
            reason: null,
            occurredAt,
            bucketName: null,
            trades: [],
            transfer: null,
            legs: legsOf([posting]),
          },
        ];
      }
    }
  });
  return { groups, nextCursor };
}

function newestFirst(a: PostingRow, b: PostingRow): number {
  const time = b.created_at.getTime() - a.created_at.getTime();
  if (time !== 0) return time;
  const diff = BigInt(b.posting_id) - BigInt(a.posting_id);
  return diff > 0n ? 1 : diff < 0n ? -1 : 0;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}
