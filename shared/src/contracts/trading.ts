import { z } from 'zod';
import { amountSchema, decimalStringSchema } from './amount.js';
import { FIAT_SYMBOL, formatCrypto, formatFiat } from './display.js';
import { lazySchema } from './lazy-schema.js';
import type { Numeric } from './money.js';
import { text } from './text.js';

export const ORDER_TYPES = ['buy', 'sell', 'swap'] as const;
export const orderTypeSchema = lazySchema(() => z.enum(ORDER_TYPES));
export type OrderType = z.infer<typeof orderTypeSchema>;

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const orderSideSchema = lazySchema(() => z.enum(ORDER_SIDES));
export type OrderSide = z.infer<typeof orderSideSchema>;

/** How a quote is meant to be used: reviewed first, or executed at once. */
export const QUOTE_TYPES = ['PREVIEW', 'ONE_CLICK'] as const;
export const quoteTypeSchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase().replace('-', '_') : value),
    z.enum(QUOTE_TYPES),
  ),
);
export type QuoteType = z.infer<typeof quoteTypeSchema>;

/** Single-buy submit types: preview and one_click; the server adds its own. */
export const SUBMIT_TYPES = ['preview', 'one_click'] as const;
export const submitTypeSchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase().replace('-', '_') : value),
    z.enum(SUBMIT_TYPES),
  ),
);

export const TRADE_STATUSES = ['pending', 'complete', 'rejected', 'quote'] as const;
export const tradeStatusSchema = lazySchema(() => z.enum(TRADE_STATUSES));
export type TradeStatus = z.infer<typeof tradeStatusSchema>;

export const QUOTE_LIFETIME_SECONDS = 30;
export const QUOTE_REFRESH_SECONDS = 15;

/** A minimum as the refusal states it: AUD to the cent, a coin with its symbol, rounded up. */
export function minimumText(minimum: Numeric, unit: string): string {
  return unit === FIAT_SYMBOL
    ? formatFiat(minimum, 'up')
    : `${formatCrypto(minimum, 'up')} ${unit}`;
}

/** Order messages (docs/product/trading.md#pre-order-checks, #submit-errors). */
export const ORDER_MESSAGES = {
  noFiatBalance: 'No fiat balance, order rejected',
  aboveMaximum: 'The amount entered is above the maximum allowed',
  belowMinimum: 'The amount entered is below the minimum allowed',
  /** Below a set minimum, the minimum said: "The minimum buy is $10.00". */
  minimumIs: (side: OrderSide, minimum: Numeric, unit: string) =>
    `The minimum ${side} is ${minimumText(minimum, unit)}`,
  insufficientFunds: 'Insufficient funds',
  insufficientForMinimum: (side: OrderSide, minimum: string, symbol: string) =>
    `Insufficient funds to meet minimum ${side} amount of ${minimum} ${symbol}`,
  quoteExpired: 'This quote has expired. Get a new quote and try again.',
  quoteUsed: 'This quote was already used.',
  quoteMismatch: 'The order does not match its quote. Get a new quote and try again.',
  placementFailed: 'An error occurred while placing the order. Please try again later.',
  databaseConflict:
    'The system is currently experiencing heavy load so unable to complete trade. Please try again.',
  orderInvalid: 'Order is incorrectly formatted. Please contact support.',
  quoteFailed: 'Something went wrong fetching order quote',
} as const;

/**
 * `POST /order/quote`. `orderAmount` is AUD to spend including the fee for a buy, and
 * coins for a sell or a swap (the coins given up). A swap names the coin it buys.
 */
export const orderQuoteRequestSchema = lazySchema(() =>
  z.object({
    cryptoAssetId: text().min(1),
    orderAmount: decimalStringSchema,
    orderType: orderTypeSchema,
    type: quoteTypeSchema,
    targetAssetId: text().min(1).optional(),
  }),
);
export type OrderQuoteRequest = z.infer<typeof orderQuoteRequestSchema>;

const symbolRef = lazySchema(() => z.object({ symbol: text() }));

/**
 * The quote (docs/product/trading.md#quotes), with what the server needs to hold it to its
 * word. A quote lives 30 s, belongs to one person and executes once.
 */
export const orderQuoteSchema = lazySchema(() =>
  z.object({
    quoteId: text(),
    expiresAt: z.iso.datetime(),
    type: z.enum(QUOTE_TYPES),
    orderType: orderTypeSchema,
    side: orderSideSchema,
    cryptoAsset: symbolRef,
    fiatAsset: symbolRef,
    /** Coins bought (buy) or sold (sell). */
    cryptoAmount: amountSchema,
    /** AUD value of the coins at the quoted price, before the fee. */
    fiatAmount: amountSchema,
    /** AUD per coin: the ask for a buy, the bid for a sell. */
    price: amountSchema,
    fee: amountSchema,
    feePercentage: text(),
    /**
     * AUD the spread costs: the price is this much worse than the mid-market value (included
     * in `price`, not added to `total`; both legs for a swap).
     */
    spread: amountSchema,
    /** AUD spent including the fee (buy) or received after the fee (sell). */
    total: amountSchema,
    /** Swap only: the coin bought and how much of it. */
    targetAsset: symbolRef.optional(),
    targetAmount: amountSchema.optional(),
  }),
);
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

/** `POST /order/submit`, with an `Idempotency-Key` header. */
export const orderSubmitRequestSchema = lazySchema(() =>
  z.object({
    quoteId: z.uuid('quoteId must be the id of a quote'),
    cryptoAssetId: text().min(1),
    orderAmount: decimalStringSchema,
    orderType: orderTypeSchema,
    type: submitTypeSchema,
  }),
);
export type OrderSubmitRequest = z.infer<typeof orderSubmitRequestSchema>;

/** An executed order. */
export const orderResultSchema = lazySchema(() =>
  z.object({
    tradeId: text(),
    side: orderSideSchema,
    orderType: orderTypeSchema,
    status: tradeStatusSchema,
    spendAsset: symbolRef,
    receiveAsset: symbolRef,
    spendAmount: amountSchema,
    receiveAmount: amountSchema,
    price: amountSchema,
    tradeFee: amountSchema,
    /** AUD the spread cost, included in `price` (both legs for a swap). */
    spread: amountSchema,
    createdAt: z.iso.datetime(),
    /** Swap only: the second leg. */
    swapLeg: z
      .object({
        tradeId: text(),
        spendAmount: amountSchema,
        receiveAmount: amountSchema,
        receiveAsset: symbolRef,
        price: amountSchema,
      })
      .optional(),
  }),
);
export type OrderResult = z.infer<typeof orderResultSchema>;

/** `GET /admin/trade-settings` (any signed-in person reads; admin writes with PUT). */
export const tradeSettingsSchema = lazySchema(() =>
  z.object({
    tradeFeePercentage: text(),
    /** Share of a referred customer's trading fees paid to the referrer, in percent. */
    referralBonus: text(),
  }),
);
export type TradeSettings = z.infer<typeof tradeSettingsSchema>;
export const tradeSettingsUpdateSchema = lazySchema(() =>
  z.object({
    // numeric(7, 4), checked 0 ≤ fee < 10 by the database.
    tradeFeePercentage: text()
      .regex(/^\d(\.\d{1,4})?$/, 'Fee must be a percentage below 10, such as 0.6')
      .optional(),
    // numeric(5, 2), checked 0 ≤ bonus ≤ 100.
    referralBonus: text()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Referral bonus must be a percentage such as 20')
      .refine((value) => Number(value) <= 100, 'Referral bonus must be at most 100%')
      .optional(),
  }),
);

/** `GET /admin/public-settings`: what a visitor's page may know. */
export const publicSettingsSchema = lazySchema(() =>
  z.object({
    tradeFeePercentage: text(),
    depositFeePercentage: z.literal('0'),
    dailyWithdrawalLimitAud: text(),
  }),
);
