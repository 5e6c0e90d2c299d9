import { z } from 'zod';

export const HISTORY_RANGES = ['24h', '7d', '30d', '1y'] as const;
export const historyRangeSchema = z.enum(HISTORY_RANGES);
export type HistoryRange = z.infer<typeof historyRangeSchema>;

/** `GET /asset/id/:id/history?range=`: OHLC candles in AUD, oldest first. */
export const priceHistorySchema = z.object({
  assetId: z.string(),
  range: historyRangeSchema,
  candles: z.array(
    z.object({
      at: z.iso.datetime(),
      open: z.string(),
      high: z.string(),
      low: z.string(),
      close: z.string(),
    }),
  ),
  /** The highest price of the last 30 days, for the "near its recent high" warning. */
  high30d: z.string(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/**
 * The marketing promise "a warning, not a block, before buying at the top of the market":
 * warn when the buy price is within this many percent of the 30-day high.
 */
export const NEAR_HIGH_PERCENT = 3;
