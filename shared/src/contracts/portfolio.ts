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
    amount: amountSchema,
    /** AUD at the sell price; null when the market has no price (then `available` is false). */
    valueInFiat: amountSchema.nullable(),
    sellPrice: amountSchema.nullable(),
    available: z.boolean(),
  }),
);
export type CryptoHolding = z.infer<typeof cryptoHoldingSchema>;

/** `GET /user/portfolio/balances`: holdings sorted by AUD value, highest first. */
export const portfolioBalancesSchema = lazySchema(() =>
  z.object({
    portfolioBalance: amountSchema,
    cryptoTotalBalance: amountSchema,
    fiatBalance: amountSchema,
    cryptoHoldings: z.array(cryptoHoldingSchema),
  }),
);
export type PortfolioBalances = z.infer<typeof portfolioBalancesSchema>;

/** `GET /user/portfolio/history?range=`: the portfolio's AUD value over time. */
export const portfolioHistorySchema = lazySchema(() =>
  z.array(z.object({ at: z.iso.datetime(), value: amountSchema })),
);

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
