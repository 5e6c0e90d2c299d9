import { z } from 'zod';

/**
 * An amount on the wire: `value` is the integer in smallest units (a string, never a float),
 * `precision` its number of decimals, `name` the asset symbol, `decimalValue` the same
 * amount as a decimal string.
 */
export const amountSchema = z.object({
  value: z.string().regex(/^-?\d+$/, 'value must be an integer string'),
  precision: z.number().int().min(0).max(36),
  name: z.string().min(1),
  decimalValue: z.string().optional(),
});
export type Amount = z.infer<typeof amountSchema>;

/** A decimal number typed by a person or sent by a client: digits with an optional point. */
export const decimalStringSchema = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, 'must be a positive decimal number such as 150 or 0.25');
