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

/**
 * Sandbox: move a coin's live price (`POST /sandbox/market/move`), so a limit, a stop or an
 * alert can be crossed on demand. Give exactly one of `price` (the mid price, AUD per coin),
 * `percent` (from the price now: -10 is a 10 % fall) or `reset` (back to the walk).
 */
export const sandboxPriceMoveSchema = lazySchema(() =>
  z
    .object({
      asset: text('Name the coin, such as BTC').trim().min(1).max(16),
      price: text()
        .trim()
        .regex(/^\d+(\.\d+)?$/, 'Give the price as a number, such as 180000')
        .refine((value) => Number(value) > 0, 'A price is more than zero')
        .optional(),
      percent: z
        .number('Give the move as a number of percent, such as -10')
        .gt(-100, 'A price cannot fall by 100 % or more')
        .lte(1000, 'Move a price by at most 1,000 %')
        .optional(),
      reset: z.literal(true).optional(),
    })
    .refine(
      (body) =>
        [body.price, body.percent, body.reset].filter((part) => part !== undefined).length === 1,
      'Give exactly one of price, percent or reset',
    ),
);
export type SandboxPriceMove = z.infer<typeof sandboxPriceMoveSchema>;

/** What a sandbox move left: the coin's live prices now. */
export const sandboxPriceMoveResultSchema = lazySchema(() =>
  z.object({ asset: text(), mid: text(), buyPrice: text(), sellPrice: text() }),
);
export type SandboxPriceMoveResult = z.infer<typeof sandboxPriceMoveResultSchema>;
