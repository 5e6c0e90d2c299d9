import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export const HISTORY_RANGES = ['24h', '7d', '30d', '1y'] as const;
export const historyRangeSchema = lazySchema(() => z.enum(HISTORY_RANGES));
export type HistoryRange = z.infer<typeof historyRangeSchema>;

/** `GET /asset/id/:id/history?range=`: OHLC candles in AUD, oldest first. */
export const priceHistorySchema = lazySchema(() =>
  z.object({
    assetId: text(),
    range: historyRangeSchema,
    candles: z.array(
      z.object({
        at: z.iso.datetime(),
        open: text(),
        high: text(),
        low: text(),
        close: text(),
      }),
    ),
    /** The highest price of the last 30 days, for the "near its recent high" warning. */
    high30d: text(),
  }),
);
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/**
 * The marketing promise "a warning, not a block, before buying at the top of the market":
 * warn when the buy price is within this many percent of the 30-day high.
 */
export const NEAR_HIGH_PERCENT = 3;
/**
 * …and only when it means something: the price has risen at least this many
 * percent above the 30-day low…
 */
export const NEAR_HIGH_MIN_RISE_PERCENT = 8;
/**
 * …and the coin moves: its 30-day volatility (standard deviation of close-to-close returns
 * over the window) is at least this many percent. Stablecoins, flat by design, never reach it.
 */
export const NEAR_HIGH_MIN_VOLATILITY_PERCENT = 5;
