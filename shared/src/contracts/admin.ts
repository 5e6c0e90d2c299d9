import { z } from 'zod';
import { decimalStringSchema } from './amount.js';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * `PATCH /admin/assets/:assetId` (admin): switch an asset's flags and limits. Buy limits are
 * AUD, sell limits and withdrawal figures are in the asset's own coins.
 */
export const assetUpdateSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean(),
      depositEnabled: z.boolean(),
      withdrawEnabled: z.boolean(),
      buyEnabled: z.boolean(),
      sellEnabled: z.boolean(),
      buyTradeMinimum: decimalStringSchema,
      buyTradeMaximum: decimalStringSchema,
      sellTradeMinimum: decimalStringSchema,
      sellTradeMaximum: decimalStringSchema,
      withdrawMinimum: decimalStringSchema,
      withdrawFee: decimalStringSchema,
    })
    .partial()
    .refine((update) => Object.keys(update).length > 0, 'Change at least one field'),
);
export type AssetUpdate = z.infer<typeof assetUpdateSchema>;

export const WITHDRAWAL_LIMIT_BOUNDS_AUD = { min: 1_000, max: 1_000_000 } as const;
export const WITHDRAW_COOLDOWN_BOUNDS_HOURS = { min: 0, max: 168 } as const;

/** `GET /admin/withdrawal-rules` (admin): the daily AUD limit and the new-account cool-down. */
export const withdrawalRulesSchema = lazySchema(() =>
  z.object({
    dailyWithdrawalLimitAud: text(),
    withdrawAccountCooldownHours: z.number().int(),
    /** How long crypto withdrawals and new destinations wait after a credential change. */
    securityHoldHours: z.number().int(),
  }),
);
export type WithdrawalRules = z.infer<typeof withdrawalRulesSchema>;

const { min: LIMIT_MIN, max: LIMIT_MAX } = WITHDRAWAL_LIMIT_BOUNDS_AUD;
const { min: COOLDOWN_MIN, max: COOLDOWN_MAX } = WITHDRAW_COOLDOWN_BOUNDS_HOURS;

/** `PUT /admin/withdrawal-rules` (admin): either rule or both; the database checks the same bounds. */
export const withdrawalRulesUpdateSchema = lazySchema(() =>
  z
    .object({
      dailyWithdrawalLimitAud: text()
        .trim()
        .regex(/^\d{1,7}(\.\d{1,2})?$/, 'The limit is an AUD amount such as 50000')
        .refine(
          (value) => Number(value) >= LIMIT_MIN && Number(value) <= LIMIT_MAX,
          'The daily limit must be between $1,000 and $1,000,000',
        ),
      withdrawAccountCooldownHours: z
        .number()
        .int('The cool-down is a whole number of hours')
        .min(COOLDOWN_MIN, 'The cool-down must be between 0 and 168 hours')
        .max(COOLDOWN_MAX, 'The cool-down must be between 0 and 168 hours'),
      securityHoldHours: z
        .number()
        .int('The security hold is a whole number of hours')
        .min(COOLDOWN_MIN, 'The security hold must be between 0 and 168 hours')
        .max(COOLDOWN_MAX, 'The security hold must be between 0 and 168 hours'),
    })
    .partial()
    .refine((update) => Object.keys(update).length > 0, 'Change at least one rule'),
);
export type WithdrawalRulesUpdate = z.infer<typeof withdrawalRulesUpdateSchema>;
