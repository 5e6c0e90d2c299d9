import { z } from 'zod';
import { decimalStringSchema } from './amount.js';

/**
 * `PATCH /admin/assets/:assetId` (admin): switch an asset's flags and limits. Buy limits are
 * AUD, sell limits and withdrawal figures are in the asset's own coins.
 */
export const assetUpdateSchema = z
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
  .refine((update) => Object.keys(update).length > 0, 'Change at least one field');
export type AssetUpdate = z.infer<typeof assetUpdateSchema>;
