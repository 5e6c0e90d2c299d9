import { z } from 'zod';
import { amountSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export const ASSET_TYPES = ['address', 'fiat', 'tag', 'utxo'] as const;
export const assetTypeSchema = lazySchema(() => z.enum(ASSET_TYPES));
export type AssetType = z.infer<typeof assetTypeSchema>;

/**
 * `GET /asset`: one tradable asset. `decimals` is how finely it trades and displays,
 * `precision` the smallest unit of its ledger amounts (AUD: 2 and 18). Limits and prices
 * are wire amounts; a price is null while the market has none.
 */
export const assetSchema = lazySchema(() =>
  z.object({
    assetId: text(),
    symbol: text(),
    name: text(),
    chain: text(),
    decimals: z.number().int().min(0),
    precision: z.number().int().min(0),
    type: assetTypeSchema,
    enabled: z.boolean(),
    depositEnabled: z.boolean(),
    withdrawEnabled: z.boolean(),
    buyEnabled: z.boolean(),
    sellEnabled: z.boolean(),
    buyTradeMinimum: amountSchema.nullable(),
    buyTradeMaximum: amountSchema.nullable(),
    sellTradeMinimum: amountSchema.nullable(),
    sellTradeMaximum: amountSchema.nullable(),
    tradeMinimum: amountSchema.nullable(),
    tradeMaximum: amountSchema.nullable(),
    withdrawMinimum: amountSchema,
    withdrawFee: amountSchema,
    buyPrice: amountSchema.nullable(),
    sellPrice: amountSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
);
export type Asset = z.infer<typeof assetSchema>;
export const assetListSchema = lazySchema(() => z.array(assetSchema));

/** `GET /asset/stats`: keyed by upper-case symbol. */
export const assetStatsSchema = lazySchema(() =>
  z.record(text(), z.object({ dailyMarketChange: text() })),
);
export type AssetStats = z.infer<typeof assetStatsSchema>;

/** Points in a 7-day sparkline: one every 6 hours. */
export const SPARKLINE_POINTS = 28;

/**
 * `GET /asset/market`, keyed by upper-case symbol: how big each coin's market is (AUD, whole
 * dollars) and its price over the last 7 days, oldest first, for the `/top-100` table. A coin
 * the market has no size for is left out.
 */
export const assetMarketSchema = lazySchema(() =>
  z.record(
    text(),
    z.object({
      marketCap: text(),
      volume24h: text(),
      sparkline7d: z.array(text()).max(SPARKLINE_POINTS),
    }),
  ),
);
export type AssetMarket = z.infer<typeof assetMarketSchema>;
