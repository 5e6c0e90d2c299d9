import { z } from 'zod';
import { amountSchema, decimalStringSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'fortnightly', 'monthly'] as const;
export const recurringFrequencySchema = lazySchema(() => z.enum(RECURRING_FREQUENCIES));
export const RECURRING_STATUSES = ['active', 'paused', 'cancelled'] as const;

/** A basic dollar-cost-averaging plan, executed by the server through quote and submit. */
export const recurringBuySchema = lazySchema(() =>
  z.object({
    planId: text(),
    asset: z.object({ assetId: text(), symbol: text(), name: text() }),
    amount: amountSchema,
    frequency: recurringFrequencySchema,
    status: z.enum(RECURRING_STATUSES),
    nextRunAt: z.iso.datetime().nullable(),
    lastRunAt: z.iso.datetime().nullable(),
    /** What the last run did, in words: "Bought 0.00123 BTC" or why it could not. */
    lastResult: text().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type RecurringBuy = z.infer<typeof recurringBuySchema>;
export const recurringBuyListSchema = lazySchema(() => z.array(recurringBuySchema));

/** `POST /recurring-buys`. The first run is at `startAt` (default: now). */
export const recurringBuyCreateSchema = lazySchema(() =>
  z.object({
    assetId: text().min(1),
    amount: decimalStringSchema,
    frequency: recurringFrequencySchema,
    startAt: z.iso.datetime().optional(),
  }),
);

/** `PATCH /recurring-buys/:planId`: pause, resume or cancel, or change amount/frequency. */
export const recurringBuyUpdateSchema = lazySchema(() =>
  z.object({
    status: z.enum(RECURRING_STATUSES).optional(),
    amount: decimalStringSchema.optional(),
    frequency: recurringFrequencySchema.optional(),
  }),
);

/** `POST /recurring-buys/quote`: what one run of a plan would buy at today's prices. */
export const recurringBuyQuoteRequestSchema = lazySchema(() =>
  z.object({
    assetId: text().min(1),
    amount: decimalStringSchema,
  }),
);

/**
 * One run of a plan priced now, as the run itself prices it (the same quote path), with the
 * spread and fee told as for a single buy (docs/product/portfolio.md#all-in-cost). Indicative:
 * nothing is held, and each run is priced when it runs.
 */
export const recurringBuyQuoteSchema = lazySchema(() =>
  z.object({
    asset: z.object({ assetId: text(), symbol: text() }),
    /** AUD each run spends, fee included. */
    amount: amountSchema,
    cryptoAmount: amountSchema,
    /** The ask, AUD per coin. */
    price: amountSchema,
    midPrice: amountSchema,
    fee: amountSchema,
    feePercentage: text(),
    spread: amountSchema,
    pricedAt: z.iso.datetime(),
  }),
);
export type RecurringBuyQuote = z.infer<typeof recurringBuyQuoteSchema>;
