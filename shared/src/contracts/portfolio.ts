import { z } from 'zod';
import { amountSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/** `GET /user/balances/fiat` and `GET /user/balances/{asset}`: one balance. */
export const assetBalanceSchema = lazySchema(() => z.object({ balance: amountSchema }));
export type AssetBalance = z.infer<typeof assetBalanceSchema>;

export const cryptoHoldingSchema = lazySchema(() =>
  z.object({
    name: text(),
    asset: z.object({ assetId: text(), symbol: text(), enabled: z.boolean() }),
    /** What the customer can sell or send now. */
    amount: amountSchema,
    /** What their open sell orders hold of it: theirs, out of `amount` until the order ends. */
    held: amountSchema,
    /**
     * `amount` and `held` together at the sell price; null when the market has no price (then
     * `available` is false).
     */
    valueInFiat: amountSchema.nullable(),
    sellPrice: amountSchema.nullable(),
    available: z.boolean(),
  }),
);
export type CryptoHolding = z.infer<typeof cryptoHoldingSchema>;

/**
 * `GET /user/portfolio/balances`: holdings sorted by AUD value, highest first. The totals count
 * what open orders hold (docs/product/portfolio.md#available-and-held): `fiatBalance` is the AUD
 * that can be spent or withdrawn now, `fiatHeld` the AUD open buy orders hold.
 */
export const portfolioBalancesSchema = lazySchema(() =>
  z.object({
    portfolioBalance: amountSchema,
    cryptoTotalBalance: amountSchema,
    fiatBalance: amountSchema,
    fiatHeld: amountSchema,
    cryptoHoldings: z.array(cryptoHoldingSchema),
  }),
);
export type PortfolioBalances = z.infer<typeof portfolioBalancesSchema>;

/**
 * The portfolio chart's ranges: a week, a month, a year, or since the first holding; the API
 * also answers a day's.
 */
export const PORTFOLIO_RANGES = ['7d', '30d', '1y', 'all'] as const;
export const portfolioRangeSchema = lazySchema(() =>
  z.enum(['24h', ...PORTFOLIO_RANGES], 'range must be 24h, 7d, 30d, 1y or all'),
);
export type PortfolioRange = z.infer<typeof portfolioRangeSchema>;

/**
 * `GET /user/portfolio/history?range=`: the portfolio over time, from the first holding on
 * (docs/product/portfolio.md#value-over-time). `value` is AUD plus coins at the sell price, so
 * the last point is the balance's total; `costBase` is AUD plus the coins' cost base, so the
 * gap between them is the unrealised gain then.
 */
export const portfolioHistorySchema = lazySchema(() =>
  z.array(z.object({ at: z.iso.datetime(), value: amountSchema, costBase: amountSchema })),
);
export type PortfolioHistory = z.infer<typeof portfolioHistorySchema>;

const coinSchema = () => z.object({ assetId: text(), symbol: text(), name: text() });

/**
 * One coin's figures on `GET /user/portfolio/holdings` (docs/product/portfolio.md#cost-base):
 * AUD whole cents. `value` is at the sell price (null without a price); the cost base is the
 * FIFO parcels still held, fees included; `unrealisedPercent` is one decimal, null when the
 * cost base is zero; `costBaseUnknown` when some of it arrived by transfer (cost base $0).
 */
export const holdingPerformanceSchema = lazySchema(() =>
  z.object({
    asset: coinSchema(),
    amount: amountSchema,
    value: amountSchema.nullable(),
    costBase: amountSchema,
    unrealisedGain: amountSchema.nullable(),
    unrealisedPercent: text().nullable(),
    realisedGainThisYear: amountSchema,
    costBaseUnknown: z.boolean(),
  }),
);
export type HoldingPerformance = z.infer<typeof holdingPerformanceSchema>;

/** `GET /user/portfolio/holdings`: every coin held or sold this financial year, highest value first. */
export const portfolioHoldingsSchema = lazySchema(() =>
  z.object({
    financialYear: z.number().int(),
    holdings: z.array(holdingPerformanceSchema),
    totals: z.object({
      value: amountSchema,
      costBase: amountSchema,
      unrealisedGain: amountSchema,
      unrealisedPercent: text().nullable(),
      realisedGainThisYear: amountSchema,
    }),
  }),
);
export type PortfolioHoldings = z.infer<typeof portfolioHoldingsSchema>;

export const PARCEL_SOURCES = ['buy', 'swap', 'transfer_in'] as const;

/**
 * One parcel still held (docs/product/portfolio.md#parcels): when and how it came, what is
 * left, its cost, and `discountFrom`, the first Sydney day (YYYY-MM-DD) a sale of it is held
 * over 12 months; `daysToDiscount` counts down to it (0 once eligible).
 */
export const parcelSchema = lazySchema(() =>
  z.object({
    acquiredAt: z.iso.datetime(),
    source: z.enum(PARCEL_SOURCES),
    amount: amountSchema,
    costBase: amountSchema,
    costPerCoin: amountSchema,
    value: amountSchema.nullable(),
    gain: amountSchema.nullable(),
    discountFrom: text(),
    discountEligible: z.boolean(),
    daysToDiscount: z.number().int().min(0),
  }),
);
export type Parcel = z.infer<typeof parcelSchema>;

/** `GET /user/portfolio/holdings/{assetId}/parcels`: oldest first, the order a sale uses them. */
export const coinParcelsSchema = lazySchema(() =>
  z.object({
    asset: coinSchema(),
    amount: amountSchema,
    sellPrice: amountSchema.nullable(),
    parcels: z.array(parcelSchema),
  }),
);
export type CoinParcels = z.infer<typeof coinParcelsSchema>;

/** `GET /user/portfolio/holdings/{assetId}/sale-preview?amount=`: the coin quantity to sell. */
export const salePreviewQuerySchema = lazySchema(() =>
  z.object({
    amount: text('amount is required: how much of the coin to sell')
      .trim()
      .max(40, 'amount is too long a number')
      .regex(/^-?\d+(\.\d+)?$/, 'amount must be a number such as 0.25')
      .refine((value) => !value.startsWith('-'), 'amount cannot be negative')
      .refine((value) => Number(value) > 0, 'amount must be more than zero'),
  }),
);

/**
 * What selling `amount` now would do, before any sale (docs/product/portfolio.md#sale-preview):
 * the AUD received after the fee, the parcels FIFO would use, the capital gain, the part of it
 * held over 12 months and the 50 % discount that part may get (before any losses).
 */
export const salePreviewSchema = lazySchema(() =>
  z.object({
    asset: coinSchema(),
    amount: amountSchema,
    sellPrice: amountSchema,
    fee: amountSchema,
    proceeds: amountSchema,
    costBase: amountSchema,
    gain: amountSchema,
    discountEligibleGain: amountSchema,
    discount: amountSchema,
    parcels: z.array(
      z.object({
        acquiredAt: z.iso.datetime(),
        amount: amountSchema,
        costBase: amountSchema,
        proceeds: amountSchema,
        gain: amountSchema,
        discountEligible: z.boolean(),
      }),
    ),
  }),
);
export type SalePreview = z.infer<typeof salePreviewSchema>;

export const LIMIT_TYPES = ['WITHDRAWAL'] as const;
/** `GET /user/portfolio/limits`. */
export const portfolioLimitsSchema = lazySchema(() =>
  z.array(
    z.object({
      type: z.enum(LIMIT_TYPES),
      period: z.literal('daily'),
      limit: amountSchema,
      used: amountSchema,
      remaining: amountSchema,
    }),
  ),
);
