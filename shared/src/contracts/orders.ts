import { z } from 'zod';
import { amountSchema, decimalStringSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';
import { orderSideSchema } from './trading.js';

/**
 * Orders that wait for a price (docs/product/trading.md#orders). A limit buy or sell fills
 * in full at its limit price or better; a stop-loss or take-profit sells at the market once
 * the sell price crosses its trigger; `oco` is the two on one holding: whichever crosses
 * first fills, and the other is gone with it.
 */
export const ORDER_KINDS = ['limit', 'stop_loss', 'take_profit', 'oco'] as const;
export const orderKindSchema = lazySchema(() => z.enum(ORDER_KINDS));
export type OrderKind = z.infer<typeof orderKindSchema>;

/** `filling`: a price crossed and the fill is under way, which takes a moment. */
export const ORDER_STATES = [
  'open',
  'filling',
  'filled',
  'cancelled',
  'expired',
  'rejected',
] as const;
export const orderStateSchema = lazySchema(() => z.enum(ORDER_STATES));
export type OrderState = z.infer<typeof orderStateSchema>;

/** At most this many open orders per customer (docs/product/constants.md#lengths-and-counts). */
export const MAX_OPEN_ORDERS = 100;
/** An expiry date at most this many days ahead. */
export const MAX_ORDER_DAYS = 365;
/** A price per coin in AUD has at most this many decimals. */
export const ORDER_PRICE_DECIMALS = 8;

/** The words a customer reads for each refusal of an order (docs/product/trading.md#orders). */
export const ORDER_PLACEMENT_MESSAGES = {
  priceNotPositive: 'Enter a price above zero',
  priceDecimals: `A price can have at most ${ORDER_PRICE_DECIMALS} decimals`,
  limitNeeded: 'Enter the limit price',
  stopNeeded: 'Enter the stop-loss price',
  takeProfitNeeded: 'Enter the take-profit price',
  sellOnly: 'Stop-loss and take-profit orders sell coins you hold',
  stopAboveMarket: 'The stop-loss price must be below the price you could sell at now',
  takeProfitBelowMarket: 'The take-profit price must be above the price you could sell at now',
  expiryPast: 'The expiry must be in the future',
  expiryTooFar: `The expiry can be at most ${MAX_ORDER_DAYS} days ahead`,
  tooManyOpen: `You can have at most ${MAX_OPEN_ORDERS} open orders. Cancel one first.`,
  notOpen: 'This order is no longer open, so it cannot be cancelled',
} as const;

/**
 * `POST /orders`, with an optional `Idempotency-Key` header. `amount` is AUD to spend,
 * fee included, for a buy, and coins for a sell. `limitPrice` is the limit of a limit order
 * and the trigger of a take-profit; `stopPrice` the trigger of a stop-loss; a pair has both.
 * No `expiresAt`: good till cancelled.
 */
export const orderPlaceRequestSchema = lazySchema(() =>
  z.object({
    assetId: text().min(1),
    kind: orderKindSchema,
    side: orderSideSchema,
    amount: decimalStringSchema,
    limitPrice: decimalStringSchema.optional(),
    stopPrice: decimalStringSchema.optional(),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'expiresAt must be a date and time' })
      .optional(),
  }),
);
export type OrderPlaceRequest = z.infer<typeof orderPlaceRequestSchema>;

/** An order as its owner sees it. */
export const orderSchema = lazySchema(() =>
  z.object({
    orderId: text(),
    asset: z.object({ assetId: text(), symbol: text(), name: text() }),
    kind: orderKindSchema,
    side: orderSideSchema,
    state: orderStateSchema,
    /** What it spends and holds while open: AUD (fee included) for a buy, coins for a sell. */
    amount: amountSchema,
    limitPrice: amountSchema.nullable(),
    stopPrice: amountSchema.nullable(),
    expiresAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** When it filled, was cancelled, expired or was rejected. */
    closedAt: z.iso.datetime().nullable(),
    /** The trade that filled it, as the history lists it. */
    tradeId: text().nullable(),
    /** AUD per coin it filled at. */
    fillPrice: amountSchema.nullable(),
    /** Why it was rejected, in words for the customer. */
    reason: text().nullable(),
  }),
);
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = lazySchema(() => z.array(orderSchema));

/** Closed orders come this many to a page, the latest closed first. */
export const CLOSED_ORDERS_PAGE = 20;

/**
 * `GET /orders?state=open|closed&before=`: open (and filling) orders, newest first; or a page of
 * closed ones, the latest closed first, starting after `before`, the last order of the page
 * before. A page shorter than CLOSED_ORDERS_PAGE is the last.
 */
export const orderListQuerySchema = lazySchema(() =>
  z.object({
    state: z.enum(['open', 'closed'], 'state must be open or closed').default('open'),
    before: z.uuid('before must be the order ID that ended the page before').optional(),
  }),
);
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** What happened to an order, pushed to its owner as it commits. */
export const ORDER_EVENTS = ['placed', 'filled', 'cancelled', 'expired', 'rejected'] as const;
export type OrderEventKind = (typeof ORDER_EVENTS)[number];

/**
 * The socket.io event pushed to an order's owner (and their API keys' streams with the trade
 * scope) whenever an order is placed or ends, in the app or through the public API.
 */
export const ORDER_EVENT = 'order';
export const orderEventSchema = lazySchema(() =>
  z.object({ event: z.enum(ORDER_EVENTS), order: orderSchema }),
);
export type OrderEvent = z.infer<typeof orderEventSchema>;
