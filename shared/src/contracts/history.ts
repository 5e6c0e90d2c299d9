import { z } from 'zod';
import { amountSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';
import { orderSideSchema, orderTypeSchema, tradeStatusSchema } from './trading.js';

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'trade_out',
  'trade_in',
  'trade_fee',
  'spread',
  'referral',
  'revert',
  'refund',
  'order_hold',
] as const;
export const transactionTypeSchema = lazySchema(() => z.enum(TRANSACTION_TYPES));
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** History labels (docs/product/history-and-tax.md#transaction-types). */
export const TRANSACTION_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposit',
  withdrawal: 'Withdraw',
  trade_out: 'Debit',
  trade_in: 'Credit',
  trade_fee: 'Fee',
  referral: 'Bonus',
  spread: 'Spread',
  revert: 'Revert',
  refund: 'Refund',
  order_hold: 'Held for order',
};
export const BUCKET_TRADE_LABEL = 'Buy Bucket';
/** `Trade.type` of a bucket's legs. */
export const BUCKET_TRADE_TYPE = 'buy bucket';

/**
 * Paging for the history lists (`/transaction/trades`, `/transaction/trade-transactions`,
 * `/transaction/bucket-trades` and the support reads). Lists are newest first. `limit` is 1 to
 * 500 (default 100). To read the next page, pass `before` = the id of the last item of the page
 * you have (`tradeId`, `transactionId` or `bucketOrderId`): the answer starts right after it.
 * A page shorter than `limit` is the last one. A `before` that is not one of your items is a 400.
 */
export const HISTORY_PAGE_DEFAULT = 100;
export const HISTORY_PAGE_MAX = 500;
export const historyPageQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce
      .number('limit must be a whole number from 1 to 500')
      .int('limit must be a whole number from 1 to 500')
      .min(1, 'limit must be a whole number from 1 to 500')
      .max(HISTORY_PAGE_MAX, 'limit must be a whole number from 1 to 500')
      .default(HISTORY_PAGE_DEFAULT),
    before: text()
      .trim()
      .min(1, 'before must be the id of the last item of the previous page')
      .max(64, 'before must be the id of the last item of the previous page')
      .optional(),
  }),
);
export type HistoryPageQuery = z.infer<typeof historyPageQuerySchema>;

const symbolRef = lazySchema(() => z.object({ symbol: text() }));

/**
 * A trade. `GET /transaction/trades` lists the caller's complete trades and the orders
 * that failed when they were confirmed (`rejected`, with `rejectionReason`); quotes that were
 * never confirmed are not history. A swap is two trades (its sell leg and its buy leg) sharing a
 * `swapId`. `type` is `buy`, `sell`, `swap` or, for a bucket's legs, `buy bucket`.
 */
export const tradeSchema = lazySchema(() =>
  z.object({
    tradeId: text(),
    status: tradeStatusSchema,
    side: orderSideSchema,
    type: text(),
    /** The order this trade belongs to: buy, sell or swap. */
    orderType: orderTypeSchema.optional(),
    /** How it was placed: reviewed first, one click, as part of a bucket, or by a recurring buy. */
    executionType: z.enum(['preview', 'one_click', 'bucket', 'recurring', 'order']).optional(),
    /** Both legs of a swap carry the same id; null otherwise. */
    swapId: text().nullable().optional(),
    /** Why a rejected order failed. */
    rejectionReason: text().nullable().optional(),
    spendAssetId: text(),
    receiveAssetId: text(),
    spendAmount: amountSchema,
    receiveAmount: amountSchema,
    price: amountSchema,
    tradeFee: amountSchema,
    createdAt: z.iso.datetime(),
    bucketOrderTrade: z
      .object({
        bucketOrder: z.object({
          bucketOrderId: text(),
          bucket: z.object({ bucketName: text() }),
        }),
      })
      .nullable(),
  }),
);
export type Trade = z.infer<typeof tradeSchema>;
export const tradeListSchema = lazySchema(() => z.array(tradeSchema));

/**
 * A transaction: one posting on one of the customer's accounts, newest first. `amount` is
 * signed: negative leaves the account (Debit, Fee, Spread, Withdraw), positive arrives. `trade`
 * is the customer's own trade the posting belongs to; a referral Bonus names no trade, because
 * the trade is the referred friend's. `GET /transaction/trade-transactions/{id}` takes a
 * `tradeId` (both legs of a swap), a `bucketOrderId` (every leg of the bucket) or a
 * `transactionId` (its order's, or its deposit's or withdrawal's, postings).
 */
export const transactionSchema = lazySchema(() =>
  z.object({
    /**
     * Opaque (22 URL-safe characters), the same for a posting every time: it says nothing of
     * when or in what order movements happened. Legs of one moment come in the API's order.
     */
    transactionId: text(),
    type: transactionTypeSchema,
    amount: amountSchema,
    asset: symbolRef,
    createdAt: z.iso.datetime(),
    trade: tradeSchema.nullable(),
    /** The deposit or withdrawal the posting belongs to, if any. */
    transferId: text().nullable().optional(),
    /** The customer's own trade the posting belongs to (grouped history; never a friend's). */
    tradeId: text().nullable().optional(),
  }),
);
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = lazySchema(() => z.array(transactionSchema));

/** `GET /transaction/trade-transactions/{id}` and `/transaction/bucket-trades/{id}`. */
export const historyItemParamsSchema = lazySchema(() =>
  z.object({
    id: z.uuid('id must be a trade or bucket order id'),
  }),
);

/** A transaction id as the API gives it (`transactionId`). */
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** `GET /transaction/trade-transactions/{id}`: a trade, bucket order or transaction id. */
export const transactionItemParamsSchema = lazySchema(() =>
  z.object({
    id: z.union([z.uuid(), text().regex(TRANSACTION_ID_PATTERN)], {
      error: 'id must be a trade, bucket order or transaction id',
    }),
  }),
);

/**
 * `GET /transaction/bucket-trades[/{bucketOrderId}]`: one bucket order (label 'Buy Bucket') with
 * its legs, newest first. Complete orders and orders that failed when confirmed.
 */
export const bucketTradeSchema = lazySchema(() =>
  z.object({
    bucketOrderId: text(),
    bucketId: text(),
    bucketName: text(),
    status: z.enum(['complete', 'rejected']),
    /** Always `buy bucket`. */
    type: z.literal(BUCKET_TRADE_TYPE),
    requestedFiatSpend: amountSchema,
    /** AUD spent, fees included (the legs' spends add up to it). */
    actualFiatSpend: amountSchema,
    totalFees: amountSchema,
    rejectionReason: text().nullable(),
    createdAt: z.iso.datetime(),
    /** One trade per coin bought. */
    trades: z.array(tradeSchema),
  }),
);
export type BucketTrade = z.infer<typeof bucketTradeSchema>;
export const bucketTradeListSchema = lazySchema(() => z.array(bucketTradeSchema));

/**
 * `held`: a deposit that arrived but is on hold (see `heldDepositSchema`); `returned`: a held
 * deposit support sent back to where it came from. A released one is `complete`.
 */
export const TRANSFER_STATUSES = ['pending', 'complete', 'failed', 'held', 'returned'] as const;
/** A transfer: a deposit or withdrawal of AUD or crypto. */
export const transferSchema = lazySchema(() =>
  z.object({
    paymentTransferId: text(),
    type: z.enum(['deposit', 'withdrawal']),
    status: z.enum(TRANSFER_STATUSES),
    amount: amountSchema,
    fee: amountSchema,
    asset: symbolRef,
    /** Bank transfer, PayID, or the chain's name. */
    method: text(),
    /** Masked account or shortened address. */
    counterparty: text().nullable(),
    /** The bank's payment reference or the chain's transaction hash, once there is one. */
    reference: text().nullable().optional(),
    /** Why a transfer failed, in words for the customer. */
    failureReason: text().nullable().optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
);
export type Transfer = z.infer<typeof transferSchema>;
export const transferListSchema = lazySchema(() => z.array(transferSchema));

/**
 * `GET /transaction/referral-report`: one row per person the caller
 * referred, newest sign-up first. `referee` is their first name and last initial only;
 * `kickbackPercentage` the share of their trade fees paid to the caller (the referral bonus
 * setting); `active` means they traded in the last 30 days; `earnings` the AUD paid to the
 * caller from their trades so far.
 */
export const referralReportSchema = lazySchema(() =>
  z.object({
    refereeReports: z.array(
      z.object({
        /** First name and last initial, e.g. "Jane C.". */
        referee: text(),
        kickbackPercentage: text(),
        active: z.boolean(),
        /** AUD, 2 decimals. */
        earnings: text(),
      }),
    ),
    refereeCount: z.number().int().min(0),
  }),
);
export type ReferralReport = z.infer<typeof referralReportSchema>;

const FINANCIAL_YEAR_MESSAGE = 'financialYear must be a year such as 2026 (FY2026)';

/**
 * `GET /transaction/tax-report?financialYear=2026&format=csv|pdf`: FY 1 July 2025 – 30 June 2026
 * (Australia/Sydney). A file download (`Content-Disposition: attachment`): one row per disposal
 * and lot consumed, FIFO, with totals; the file states the rules it applied. A year that has not
 * started yet is a 400.
 */
export const taxReportQuerySchema = lazySchema(() =>
  z.object({
    financialYear: z.coerce
      .number(FINANCIAL_YEAR_MESSAGE)
      .int(FINANCIAL_YEAR_MESSAGE)
      .min(2015, 'Choose a financial year from 2015')
      .max(2100, 'Choose a real financial year'),
    format: z.enum(['csv', 'pdf'], 'format must be csv or pdf').default('csv'),
    method: z.enum(['fifo'], 'method must be fifo (first in, first out)').default('fifo'),
  }),
);
export type TaxReportQuery = z.infer<typeof taxReportQuerySchema>;

/**
 * `GET /transaction/history`: the customer's history as groups, newest first
 * (docs/product/history-and-tax.md#history-grouping). One group per order or transfer:
 * - `buy` / `sell`: one trade (grouped by trade id); `legs` are its postings (Debit, Fee,
 *   Spread, Credit);
 * - `swap`: both trades of a swap (grouped by swap id, `groupId`), both coins in `legs`;
 * - `bucket`: a bucket order (grouped by bucket order id) with `bucketName`, every leg's postings;
 * - `deposit` / `withdrawal`: one transfer (`transfer`), its postings (including a Refund);
 * - `bonus`: one referral payment to the customer (a friend's trade, so no `trades`).
 * Paged by keyset: pass the answer's `nextCursor` as `cursor` for the next page; `null` means
 * there is no more. Rows added after the first page appear on top (a fresh first page), never
 * twice nor in place of others. Filters: `type`, `asset` (symbol, e.g. BTC), `from`/`to`
 * (YYYY-MM-DD, Sydney calendar days, inclusive).
 */
export const HISTORY_GROUP_KINDS = [
  'buy',
  'sell',
  'swap',
  'bucket',
  'deposit',
  'withdrawal',
  'bonus',
] as const;
export const historyGroupKindSchema = lazySchema(() => z.enum(HISTORY_GROUP_KINDS));
export type HistoryGroupKind = z.infer<typeof historyGroupKindSchema>;

/** How each kind of group is named in the list and the type filter. */
export const HISTORY_GROUP_LABELS: Record<HistoryGroupKind, string> = {
  buy: 'Buy',
  sell: 'Sell',
  swap: 'Swap',
  bucket: BUCKET_TRADE_LABEL,
  deposit: 'Deposit',
  withdrawal: 'Withdraw',
  bonus: 'Bonus',
};

export const HISTORY_GROUP_PAGE_DEFAULT = 50;
export const HISTORY_GROUP_PAGE_MAX = 200;
const DAY_MESSAGE = 'Dates must be real days written YYYY-MM-DD';
const isoDay = lazySchema(() =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
    .refine((value) => {
      const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      );
    }, DAY_MESSAGE),
);

export const historyGroupQuerySchema = lazySchema(() =>
  z
    .object({
      limit: z.coerce
        .number('limit must be a whole number from 1 to 200')
        .int('limit must be a whole number from 1 to 200')
        .min(1, 'limit must be a whole number from 1 to 200')
        .max(HISTORY_GROUP_PAGE_MAX, 'limit must be a whole number from 1 to 200')
        .default(HISTORY_GROUP_PAGE_DEFAULT),
      cursor: text().trim().min(1).max(200).optional(),
      type: z
        .enum(HISTORY_GROUP_KINDS, `type must be one of ${HISTORY_GROUP_KINDS.join(', ')}`)
        .optional(),
      asset: text()
        .trim()
        .regex(/^[A-Za-z0-9]{1,12}$/, 'asset must be a coin symbol such as BTC')
        .transform((value) => value.toUpperCase())
        .optional(),
      from: isoDay.optional(),
      to: isoDay.optional(),
    })
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: 'The start date must be on or before the end date',
      path: ['from'],
    }),
);
export type HistoryGroupQuery = z.infer<typeof historyGroupQuerySchema>;

/** Transfer statuses as history shows them: a failed withdrawal's money came back. */
export const HISTORY_TRANSFER_STATUSES = [
  'pending',
  'complete',
  'failed',
  'refunded',
  'held',
  'returned',
] as const;
export const historyTransferSchema = lazySchema(() =>
  transferSchema.extend({
    status: z.enum(HISTORY_TRANSFER_STATUSES),
    /** The full destination or source address (crypto), to copy; `counterparty` is shortened. */
    address: text().nullable(),
    /** The chain transaction hash of a crypto transfer, once there is one. */
    txHash: text().nullable(),
  }),
);
export type HistoryTransfer = z.infer<typeof historyTransferSchema>;

/** The order a trade filled (docs/product/trading.md#orders): what it waited for, and since when. */
export const historyOrderSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['limit', 'stop_loss', 'take_profit', 'oco']),
    placedAt: z.iso.datetime(),
    limitPrice: amountSchema.nullable(),
    stopPrice: amountSchema.nullable(),
  }),
);
export type HistoryOrder = z.infer<typeof historyOrderSchema>;

export const historyGroupSchema = lazySchema(() =>
  z.object({
    /** Trade id, swap id, bucket order id, transfer id, or the Bonus posting's id. */
    groupId: text(),
    kind: historyGroupKindSchema,
    /** Trades: complete or rejected. Transfers: one of HISTORY_TRANSFER_STATUSES. */
    status: z.enum(['complete', 'rejected', ...HISTORY_TRANSFER_STATUSES]),
    /** Why a trade or transfer failed, in words for the customer. */
    reason: text().nullable(),
    occurredAt: z.iso.datetime(),
    bucketName: text().nullable(),
    trades: z.array(tradeSchema),
    transfer: historyTransferSchema.nullable(),
    /** The customer's postings of this group, newest first. */
    legs: z.array(transactionSchema),
    /** A trade that filled an order that waited for a price: that order. */
    order: historyOrderSchema.nullable().optional(),
  }),
);
export type HistoryGroup = z.infer<typeof historyGroupSchema>;

export const historyGroupPageSchema = lazySchema(() =>
  z.object({
    groups: z.array(historyGroupSchema),
    nextCursor: text().nullable(),
  }),
);
export type HistoryGroupPage = z.infer<typeof historyGroupPageSchema>;

/** `GET /transaction/tax-years`: the financial years the customer traded in, and the current one. */
export const taxYearsSchema = lazySchema(() =>
  z.object({
    current: z.number().int(),
    /** Newest first; always includes the current year. */
    years: z.array(z.number().int()),
  }),
);
export type TaxYears = z.infer<typeof taxYearsSchema>;

export const taxSummaryQuerySchema = lazySchema(() =>
  taxReportQuerySchema.pick({ financialYear: true }),
);

/**
 * `GET /transaction/tax-summary?financialYear=2026`: the totals of the tax report (same FIFO
 * matching as the download), AUD as decimal strings with 2 decimals.
 */
export const taxSummarySchema = lazySchema(() =>
  z.object({
    financialYear: z.number().int(),
    /** First and last Sydney day of the year, YYYY-MM-DD. */
    firstDay: text(),
    lastDay: text(),
    /** Disposal rows (one per disposal and parcel it used). */
    disposals: z.number().int().min(0),
    proceeds: text(),
    costBase: text(),
    gains: text(),
    losses: text(),
    discountEligibleGains: text(),
    net: text(),
    referralIncome: text(),
  }),
);
export type TaxSummary = z.infer<typeof taxSummarySchema>;
