import {
  BUCKET_TRADE_TYPE,
  type BucketTrade,
  type Trade,
  type Transaction,
} from '@wattle/shared/contracts';
import { amountFromUnits, audAmountFromUnits, priceAmount } from '../../lib/money.js';
import type { TransactionIds } from '../ledger/index.js';
import type { AssetLookup } from '../trading/index.js';
import type {
  HistoryBucketOrderRow,
  HistoryTradeRow,
  PostingRow,
} from './trade-history-repository.js';

const whenOf = (row: { executed_at: Date | null; created_at: Date }) =>
  (row.executed_at ?? row.created_at).toISOString();

/** A trade, as the history shows it. */
export function toTrade(row: HistoryTradeRow, asset: AssetLookup): Trade {
  const bucketOrderTrade =
    row.bucket_order_id && row.bucket_name
      ? {
          bucketOrder: {
            bucketOrderId: row.bucket_order_id,
            bucket: { bucketName: row.bucket_name },
          },
        }
      : null;
  return {
    tradeId: row.trade_id,
    status: row.status,
    side: row.side,
    type: row.type === 'bucket' ? BUCKET_TRADE_TYPE : row.order_type,
    orderType: row.order_type,
    executionType: row.type,
    swapId: row.swap_id,
    rejectionReason: row.rejection_reason,
    spendAssetId: row.spend_asset_id,
    receiveAssetId: row.receive_asset_id,
    spendAmount: amountFromUnits(row.spend_amount, asset(row.spend_asset_id)),
    receiveAmount: amountFromUnits(row.receive_amount, asset(row.receive_asset_id)),
    // The customer's side of the price: a buy pays the ask rounded up, a sell the bid rounded down.
    price: priceAmount(row.price, row.side === 'buy' ? 'up' : 'down'),
    tradeFee: audAmountFromUnits(row.fee_amount),
    createdAt: whenOf(row),
    bucketOrderTrade,
  };
}

/**
 * A Transaction: one posting, signed, with the customer's own trade when it has one. Its id is
 * the posting's public one: the posting id itself counts every movement Wattle made.
 */
export function toTransaction(
  posting: PostingRow,
  trade: Trade | null,
  asset: AssetLookup,
  ids: TransactionIds,
): Transaction {
  const row = asset(posting.asset_id);
  return {
    transactionId: ids.toPublic(posting.posting_id),
    type: posting.transaction_type,
    amount: amountFromUnits(posting.amount, row),
    asset: { symbol: row.symbol },
    createdAt: posting.created_at.toISOString(),
    trade,
    transferId: posting.transfer_id,
  };
}

export function toBucketTrade(
  order: HistoryBucketOrderRow,
  legs: readonly HistoryTradeRow[],
  asset: AssetLookup,
): BucketTrade {
  return {
    bucketOrderId: order.bucket_order_id,
    bucketId: order.bucket_id,
    bucketName: order.bucket_name,
    status: order.status === 'complete' ? 'complete' : 'rejected',
    type: BUCKET_TRADE_TYPE,
    requestedFiatSpend: audAmountFromUnits(order.requested_spend),
    actualFiatSpend: audAmountFromUnits(order.actual_spend),
    totalFees: audAmountFromUnits(order.total_fees),
    rejectionReason: order.rejection_reason,
    createdAt: whenOf(order),
    trades: legs.map((leg) => toTrade(leg, asset)),
  };
}
