import { z } from 'zod';
import { amountSchema, decimalStringSchema } from './amount.js';

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;

/** `GET /buckets`: one-click baskets (spec §3 Bucket). */
export const bucketSchema = z.object({
  bucketId: z.string(),
  bucketName: z.string(),
  userId: z.string().nullable(),
  description: z.string(),
  riskLevel: z.enum(RISK_LEVELS),
  assets: z.array(
    z.object({
      asset: z.object({ assetId: z.string(), symbol: z.string(), name: z.string() }),
      percentage: z.string(),
    }),
  ),
  enabled: z.boolean(),
  bucketMinOrder: amountSchema,
  bucketMaxOrder: amountSchema,
});
export type Bucket = z.infer<typeof bucketSchema>;
export const bucketListSchema = z.array(bucketSchema);

/** `POST /bucketOrder/quote`: AUD to spend in total, fees included. */
export const bucketQuoteRequestSchema = z.object({
  bucketId: z.string().min(1),
  spend: decimalStringSchema,
});

/** Spec §3 Bucket quote, plus the id and expiry that bind it. Legs sum exactly to the spend. */
export const bucketQuoteSchema = z.object({
  quoteId: z.string(),
  expiresAt: z.iso.datetime(),
  bucketId: z.string(),
  totalFiatSpend: amountSchema,
  fee: amountSchema,
  assetAmounts: z.array(
    z.object({
      asset: z.object({ assetId: z.string(), symbol: z.string() }),
      assetAmount: amountSchema,
      fiatAmount: amountSchema,
      buyPrice: amountSchema,
    }),
  ),
});
export type BucketQuote = z.infer<typeof bucketQuoteSchema>;

/** `POST /bucketOrder/submit` names the quote (with an `Idempotency-Key` header). */
export const bucketSubmitRequestSchema = z.object({
  quoteId: z.string().min(1),
  bucketId: z.string().min(1),
});

/** Spec §3 Bucket order result. */
export const bucketOrderResultSchema = z.object({
  bucketOrderId: z.string(),
  bucketId: z.string(),
  requestedFiatSpend: amountSchema,
  actualFiatSpend: amountSchema,
  totalFees: amountSchema,
  orders: z.array(
    z.object({
      tradeId: z.string(),
      receiveAsset: z.object({ symbol: z.string() }),
      receiveAmount: amountSchema,
      spendAmount: amountSchema,
      price: amountSchema,
      tradeFee: amountSchema,
    }),
  ),
});
export type BucketOrderResult = z.infer<typeof bucketOrderResultSchema>;

/** Admin: define or change a bucket. Percentages must sum to 100. */
export const bucketDefinitionSchema = z.object({
  bucketName: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(400),
  riskLevel: z.enum(RISK_LEVELS),
  enabled: z.boolean(),
  minOrder: decimalStringSchema,
  maxOrder: decimalStringSchema,
  assets: z
    .array(z.object({ assetId: z.string().min(1), percentage: decimalStringSchema }))
    .min(1, 'A bucket needs at least one asset'),
});
