import { z } from 'zod';
import { amountSchema, decimalStringSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;

/** A bucket's id, as `PUT /admin/buckets/:bucketId` takes it. */
export const bucketIdSchema = lazySchema(() =>
  text().regex(/^[a-z0-9-]{2,40}$/, 'Use 2–40 lower-case letters, digits and hyphens'),
);

/** `GET /buckets`: one-click baskets (docs/product/trading.md#buckets). */
export const bucketSchema = lazySchema(() =>
  z.object({
    bucketId: text(),
    bucketName: text(),
    userId: text().nullable(),
    description: text(),
    riskLevel: z.enum(RISK_LEVELS),
    assets: z.array(
      z.object({
        asset: z.object({ assetId: text(), symbol: text(), name: text() }),
        percentage: text(),
      }),
    ),
    enabled: z.boolean(),
    bucketMinOrder: amountSchema,
    bucketMaxOrder: amountSchema,
  }),
);
export type Bucket = z.infer<typeof bucketSchema>;
export const bucketListSchema = lazySchema(() => z.array(bucketSchema));

/** `POST /bucketOrder/quote`: AUD to spend in total, fees included. */
export const bucketQuoteRequestSchema = lazySchema(() =>
  z.object({
    bucketId: text().min(1),
    spend: decimalStringSchema,
  }),
);

/**
 * A bucket quote, with the id and expiry that bind it. Legs sum exactly to the spend. The
 * spread is told as for a single buy (docs/product/portfolio.md#all-in-cost): per leg, and
 * summed, so the review shows the same all-in cost line as the trade dialog.
 */
export const bucketQuoteSchema = lazySchema(() =>
  z.object({
    quoteId: text(),
    expiresAt: z.iso.datetime(),
    bucketId: text(),
    totalFiatSpend: amountSchema,
    fee: amountSchema,
    /** AUD the spread costs over every leg: included in the prices, not added to the spend. */
    spread: amountSchema,
    assetAmounts: z.array(
      z.object({
        asset: z.object({ assetId: text(), symbol: text() }),
        assetAmount: amountSchema,
        fiatAmount: amountSchema,
        buyPrice: amountSchema,
        /** The mid-market price the spread is measured from. */
        midPrice: amountSchema,
        fee: amountSchema,
        spread: amountSchema,
      }),
    ),
  }),
);
export type BucketQuote = z.infer<typeof bucketQuoteSchema>;

/** `POST /bucketOrder/submit` names the quote (with an `Idempotency-Key` header). */
export const bucketSubmitRequestSchema = lazySchema(() =>
  z.object({
    quoteId: z.uuid('quoteId must be the id of a quote'),
    bucketId: text().min(1),
  }),
);

/** An executed bucket order. */
export const bucketOrderResultSchema = lazySchema(() =>
  z.object({
    bucketOrderId: text(),
    bucketId: text(),
    requestedFiatSpend: amountSchema,
    actualFiatSpend: amountSchema,
    totalFees: amountSchema,
    /** AUD the spread cost over every leg, as quoted. */
    totalSpread: amountSchema,
    orders: z.array(
      z.object({
        tradeId: text(),
        receiveAsset: z.object({ symbol: text() }),
        receiveAmount: amountSchema,
        spendAmount: amountSchema,
        price: amountSchema,
        midPrice: amountSchema,
        tradeFee: amountSchema,
        spread: amountSchema,
      }),
    ),
  }),
);
export type BucketOrderResult = z.infer<typeof bucketOrderResultSchema>;

/** Admin: define or change a bucket. Percentages must sum to 100. */
export const bucketDefinitionSchema = lazySchema(() =>
  z.object({
    bucketName: text().trim().min(1).max(60),
    description: text().trim().min(1).max(400),
    riskLevel: z.enum(RISK_LEVELS),
    enabled: z.boolean(),
    minOrder: decimalStringSchema,
    maxOrder: decimalStringSchema,
    assets: z
      .array(
        z.object({
          assetId: text().min(1).max(32),
          // numeric(5, 2), checked 0 < share ≤ 100: more decimals would be rounded away.
          percentage: text()
            .trim()
            .regex(/^\d{1,3}(\.\d{1,2})?$/, 'A share is a percentage with at most 2 decimals')
            .refine((value) => Number(value) > 0 && Number(value) <= 100, 'A share is 0–100%'),
        }),
      )
      .min(1, 'A bucket needs at least one asset')
      .max(50)
      // In hundredths, so 33.33 + 33.33 + 33.33 is 9999, not 99.99000000001.
      .superRefine((assets, context) => {
        const hundredths = assets.reduce(
          (sum, asset) => sum + Math.round(Number(asset.percentage) * 100),
          0,
        );
        if (hundredths !== 10_000) {
          context.addIssue({
            code: 'custom',
            message: `Percentages must add up to 100 (they add up to ${hundredths / 100})`,
          });
        }
      }),
  }),
);
export type BucketDefinition = z.infer<typeof bucketDefinitionSchema>;
