import { z } from 'zod';
import { amountSchema } from './amount.js';
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
] as const;
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** History labels (spec §4). */
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
};
export const BUCKET_TRADE_LABEL = 'Buy Bucket';
/** `Trade.type` of a bucket's legs (spec §4: type label 'buy bucket'). */
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
export const historyPageQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a whole number from 1 to 500')
    .int('limit must be a whole number from 1 to 500')
    .min(1, 'limit must be a whole number from 1 to 500')
    .max(HISTORY_PAGE_MAX, 'limit must be a whole number from 1 to 500')
    .default(HISTORY_PAGE_DEFAULT),
  before: z
    .string()
    .trim()
    .min(1, 'before must be the id of the last item of the previous page')
    .max(64, 'before must be the id of the last item of the previous page')
    .optional(),
});
export type HistoryPageQuery = z.infer<typeof historyPageQuerySchema>;

const symbolRef = z.object({ symbol: z.string() });

/**
 * Spec §3 Trade. `GET /transaction/trades` lists the caller's complete trades and the orders
 * that failed when they were confirmed (`rejected`, with `rejectionReason`); quotes that were
 * never confirmed are not history. A swap is two trades (its sell leg and its buy leg) sharing a
 * `swapId`. `type` is `buy`, `sell`, `swap` or, for a bucket's legs, `buy bucket`.
 */
export const tradeSchema = z.object({
  tradeId: z.string(),
  status: tradeStatusSchema,
  side: orderSideSchema,
  type: z.string(),
  /** The order this trade belongs to: buy, sell or swap. */
  orderType: orderTypeSchema.optional(),
  /** How it was placed: reviewed first, one click, as part of a bucket, or by a recurring buy. */
  executionType: z.enum(['preview', 'one_click', 'bucket', 'recurring']).optional(),
  /** Both legs of a swap carry the same id; null otherwise. */
  swapId: z.string().nullable().optional(),
  /** Why a rejected order failed. */
  rejectionReason: z.string().nullable().optional(),
  spendAssetId: z.string(),
  receiveAssetId: z.string(),
  spendAmount: amountSchema,
  receiveAmount: amountSchema,
  price: amountSchema,
  tradeFee: amountSchema,
  createdAt: z.iso.datetime(),
  bucketOrderTrade: z
    .object({
      bucketOrder: z.object({
        bucketOrderId: z.string(),
        bucket: z.object({ bucketName: z.string() }),
      }),
    })
    .nullable(),
});
export type Trade = z.infer<typeof tradeSchema>;
export const tradeListSchema = z.array(tradeSchema);

/**
 * Spec §3 Transaction: one posting on one of the customer's accounts, newest first. `amount` is
 * signed: negative leaves the account (Debit, Fee, Spread, Withdraw), positive arrives. `trade`
 * is the customer's own trade the posting belongs to; a referral Bonus names no trade, because
 * the trade is the referred friend's. `GET /transaction/trade-transactions/{id}` takes a
 * `tradeId` (both legs of a swap) or a `bucketOrderId` (every leg of the bucket).
 */
export const transactionSchema = z.object({
  transactionId: z.string(),
  type: transactionTypeSchema,
  amount: amountSchema,
  asset: symbolRef,
  createdAt: z.iso.datetime(),
  trade: tradeSchema.nullable(),
  /** The deposit or withdrawal the posting belongs to, if any. */
  transferId: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);

/** `GET /transaction/trade-transactions/{id}` and `/transaction/bucket-trades/{id}`. */
export const historyItemParamsSchema = z.object({
  id: z.uuid('id must be a trade or bucket order id'),
});

/**
 * `GET /transaction/bucket-trades[/{bucketOrderId}]`: one bucket order (label 'Buy Bucket') with
 * its legs, newest first. Complete orders and orders that failed when confirmed.
 */
export const bucketTradeSchema = z.object({
  bucketOrderId: z.string(),
  bucketId: z.string(),
  bucketName: z.string(),
  status: z.enum(['complete', 'rejected']),
  /** Always `buy bucket`. */
  type: z.literal(BUCKET_TRADE_TYPE),
  requestedFiatSpend: amountSchema,
  /** AUD spent, fees included (the legs' spends add up to it). */
  actualFiatSpend: amountSchema,
  totalFees: amountSchema,
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** One trade per coin bought. */
  trades: z.array(tradeSchema),
});
export type BucketTrade = z.infer<typeof bucketTradeSchema>;
export const bucketTradeListSchema = z.array(bucketTradeSchema);

export const TRANSFER_STATUSES = ['pending', 'complete', 'failed'] as const;
/** Spec §3 Transfer: a deposit or withdrawal of AUD or crypto. */
export const transferSchema = z.object({
  paymentTransferId: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  status: z.enum(TRANSFER_STATUSES),
  amount: amountSchema,
  fee: amountSchema,
  asset: symbolRef,
  /** Bank transfer, PayID, or the chain's name. */
  method: z.string(),
  /** Masked account or shortened address. */
  counterparty: z.string().nullable(),
  /** The bank's payment reference or the chain's transaction hash, once there is one. */
  reference: z.string().nullable().optional(),
  /** Why a transfer failed, in words for the customer. */
  failureReason: z.string().nullable().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferListSchema = z.array(transferSchema);

/**
 * `GET /transaction/referral-report` (spec §3 Referral report): one row per person the caller
 * referred, newest sign-up first. `referee` is their first name and last initial only;
 * `kickbackPercentage` the share of their trade fees paid to the caller (the referral bonus
 * setting); `active` means they traded in the last 30 days; `earnings` the AUD paid to the
 * caller from their trades so far.
 */
export const referralReportSchema = z.object({
  refereeReports: z.array(
    z.object({
      /** First name and last initial, e.g. "Jane C.". */
      referee: z.string(),
      kickbackPercentage: z.string(),
      active: z.boolean(),
      /** AUD, 2 decimals. */
      earnings: z.string(),
    }),
  ),
  refereeCount: z.number().int().min(0),
});
export type ReferralReport = z.infer<typeof referralReportSchema>;

const FINANCIAL_YEAR_MESSAGE = 'financialYear must be a year such as 2026 (FY2026)';

/**
 * `GET /transaction/tax-report?financialYear=2026&format=csv|pdf`: FY 1 July 2025 – 30 June 2026
 * (Australia/Sydney). A file download (`Content-Disposition: attachment`): one row per disposal
 * and lot consumed, FIFO, with totals; the file states the rules it applied. A year that has not
 * started yet is a 400.
 */
export const taxReportQuerySchema = z.object({
  financialYear: z.coerce
    .number(FINANCIAL_YEAR_MESSAGE)
    .int(FINANCIAL_YEAR_MESSAGE)
    .min(2015, 'Choose a financial year from 2015')
    .max(2100, 'Choose a real financial year'),
  format: z.enum(['csv', 'pdf'], 'format must be csv or pdf').default('csv'),
  method: z.enum(['fifo'], 'method must be fifo (first in, first out)').default('fifo'),
});
export type TaxReportQuery = z.infer<typeof taxReportQuerySchema>;
