import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/** At most this many price alerts per customer (docs/product/alerts-and-watchlist.md#alerts). */
export const PRICE_ALERT_LIMIT = 50;
/** A "moves ±N % in 24 h" alert names N from this to `max`, to 2 decimals. */
export const ALERT_MOVE_PERCENT = { min: 1, max: 100 } as const;

/**
 * What an alert waits for: the coin's market price at or above a level, at or below a level,
 * or a move of at least N % either way against the price 24 hours before.
 */
export const ALERT_CONDITIONS = ['above', 'below', 'move'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];
/** `once`: switched off after it fires. `every`: fires again on each new crossing. */
export const ALERT_REPEATS = ['once', 'every'] as const;
export type AlertRepeat = (typeof ALERT_REPEATS)[number];

const alertPrice = () =>
  text('Give the price in AUD, such as 180000')
    .trim()
    .regex(/^\d{1,12}(\.\d{1,8})?$/, 'Give the price in AUD, such as 180000 or 0.25')
    .refine((value) => Number(value) > 0, 'A price is more than zero');

const alertPercent = () =>
  z
    .number('Give the move as a number of percent, such as 10')
    .min(ALERT_MOVE_PERCENT.min, `A move is at least ${ALERT_MOVE_PERCENT.min} %`)
    .max(ALERT_MOVE_PERCENT.max, `A move is at most ${ALERT_MOVE_PERCENT.max} %`)
    .multipleOf(0.01, 'Give the move to at most 2 decimals');

/**
 * `POST /user/alerts` and `PUT /user/alerts/:alertId`: one coin, one condition. `above` and
 * `below` take `price` (AUD per coin), `move` takes `percent`; the other is left out.
 */
export const priceAlertRequestSchema = lazySchema(() =>
  z
    .object({
      asset: text('Choose the coin').trim().min(1, 'Choose the coin').max(16),
      condition: z.enum(ALERT_CONDITIONS, 'Choose above, below or moves'),
      price: alertPrice().optional(),
      percent: alertPercent().optional(),
      repeat: z.enum(ALERT_REPEATS, 'Choose once or every time').default('once'),
      /** Also by e-mail (the bell and the realtime push always happen). */
      email: z.boolean('Say whether to e-mail the alert').default(true),
    })
    .strict()
    .superRefine((body, context) => {
      const wantsPrice = body.condition !== 'move';
      if (wantsPrice && body.price === undefined) {
        context.addIssue({ code: 'custom', path: ['price'], message: 'Give the price in AUD' });
      }
      if (!wantsPrice && body.percent === undefined) {
        context.addIssue({ code: 'custom', path: ['percent'], message: 'Give the move in %' });
      }
      if ((wantsPrice && body.percent !== undefined) || (!wantsPrice && body.price !== undefined)) {
        context.addIssue({
          code: 'custom',
          message: 'Give a price for above or below, a percentage for a move, not both',
        });
      }
    }),
);
export type PriceAlertRequest = z.input<typeof priceAlertRequestSchema>;

/** One of the customer's alerts as they set it, and whether it still waits. */
export const priceAlertSchema = lazySchema(() =>
  z.object({
    alertId: text(),
    /** The coin's upper-case symbol. */
    asset: text(),
    condition: z.enum(ALERT_CONDITIONS),
    /** AUD per coin, for above and below. */
    price: text().nullable(),
    /** N of "moves ±N % in 24 h". */
    percent: text().nullable(),
    repeat: z.enum(ALERT_REPEATS),
    email: z.boolean(),
    /** False once a `once` alert has fired; editing it sets it waiting again. */
    active: z.boolean(),
    lastTriggeredAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  }),
);
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** `GET /user/alerts`: the customer's alerts, newest first, and how many they may keep. */
export const priceAlertListSchema = lazySchema(() =>
  z.object({ alerts: z.array(priceAlertSchema), limit: z.number().int() }),
);
export type PriceAlertList = z.infer<typeof priceAlertListSchema>;

export const priceAlertParamsSchema = lazySchema(() =>
  z.object({ alertId: z.uuid('That alert was not found') }),
);

/**
 * `GET /user/watchlist`: the coins the customer starred (upper-case symbols), first starred
 * first. The dashboard lists them before the rest.
 */
export const watchlistSchema = lazySchema(() => z.object({ assets: z.array(text()) }));
export type Watchlist = z.infer<typeof watchlistSchema>;

export const watchlistParamsSchema = lazySchema(() =>
  z.object({ asset: text().trim().min(1).max(16) }),
);
