import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

/**
 * An amount on the wire: `value` is the integer in smallest units (a string, never a float),
 * `precision` its number of decimals, `name` the asset symbol, `decimalValue` the same
 * amount as a decimal string.
 */
export const amountSchema = lazySchema(() =>
  z.object({
    value: text().regex(/^-?\d+$/, 'value must be an integer string'),
    precision: z.number().int().min(0).max(36),
    name: text().min(1),
    decimalValue: text().optional(),
  }),
);
export type Amount = z.infer<typeof amountSchema>;

/** A decimal number typed by a person or sent by a client: digits with an optional point. */
export const decimalStringSchema = lazySchema(() =>
  text()
    .trim()
    // Columns are numeric(78, 0) in base units: 40 characters stays far inside them.
    .max(40, 'is too long a number')
    .regex(/^\d+(\.\d+)?$/, 'must be a positive decimal number such as 150 or 0.25'),
);
