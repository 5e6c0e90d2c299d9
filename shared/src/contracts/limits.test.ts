import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import {
  bucketDefinitionSchema,
  bucketSubmitRequestSchema,
  decimalStringSchema,
  orderSubmitRequestSchema,
  signupRequestSchema,
  text,
  tradeSettingsUpdateSchema,
} from './index.js';

type JsonSchema = Record<string, unknown>;

/** Every string schema inside a JSON Schema, with where it sits. */
function strings(schema: unknown, at = '$'): { at: string; schema: JsonSchema }[] {
  if (Array.isArray(schema))
    return schema.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const own = node.type === 'string' ? [{ at, schema: node }] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, value]) => strings(value, `${at}.${key}`)),
  ];
}

describe('every contract string refuses NUL', () => {
  const schemas = Object.entries(contracts as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
  );

  it('finds the contracts', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it('gives every string a pattern, a format or a fixed set of values', () => {
    const loose = schemas.flatMap(([name, schema]) => {
      let json: unknown;
      try {
        json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
      } catch {
        return [];
      }
      return strings(json)
        .filter(
          ({ schema: node }) =>
            !node.pattern &&
            !node.format &&
            !node.enum &&
            node.const === undefined &&
            !(Array.isArray(node.allOf) && node.allOf.some((part: JsonSchema) => part.pattern)),
        )
        .map(({ at }) => `${name} ${at}`);
    });
    expect(loose).toEqual([]);
  });

  it('rejects NUL in the shared helper and in a real request', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse('ab').success).toBe(true);
    const signup = signupRequestSchema.safeParse({
      email: 'a@example.com',
      password: 'correct horse battery',
      firstName: 'Alice',
      lastName: 'Smith',
      referralCode: 'ABC\u0000',
    });
    expect(signup.success).toBe(false);
  });
});

describe('contracts mirror the database limits', () => {
  it('keeps the trade fee below 10% and the referral bonus at most 100%', () => {
    expect(tradeSettingsUpdateSchema.safeParse({ tradeFeePercentage: '9.9999' }).success).toBe(
      true,
    );
    expect(tradeSettingsUpdateSchema.safeParse({ tradeFeePercentage: '10' }).success).toBe(false);
    expect(tradeSettingsUpdateSchema.safeParse({ tradeFeePercentage: '13' }).success).toBe(false);
    expect(tradeSettingsUpdateSchema.safeParse({ referralBonus: '100' }).success).toBe(true);
    expect(tradeSettingsUpdateSchema.safeParse({ referralBonus: '100.01' }).success).toBe(false);
    expect(tradeSettingsUpdateSchema.safeParse({ referralBonus: '969' }).success).toBe(false);
  });

  it('wants bucket shares of at most 2 decimals adding up to exactly 100%', () => {
    const bucket = (percentages: string[]) =>
      bucketDefinitionSchema.safeParse({
        bucketName: 'Blue chips',
        description: 'Big coins',
        riskLevel: 'low',
        enabled: true,
        minOrder: '50',
        maxOrder: '5000',
        assets: percentages.map((percentage, index) => ({ assetId: `A${index}`, percentage })),
      }).success;
    expect(bucket(['33.34', '33.33', '33.33'])).toBe(true);
    expect(bucket(['33.33', '33.33', '33.33'])).toBe(false);
    expect(bucket(['33.333', '33.333', '33.334'])).toBe(false);
    expect(bucket(['100.01'])).toBe(false);
    expect(bucket(['0', '100'])).toBe(false);
  });

  it('wants quote ids that are UUIDs and numbers that fit their columns', () => {
    const order = {
      cryptoAssetId: 'BTC',
      orderAmount: '10',
      orderType: 'buy',
      type: 'preview',
    };
    expect(orderSubmitRequestSchema.safeParse({ ...order, quoteId: 'z&!' }).success).toBe(false);
    expect(
      orderSubmitRequestSchema.safeParse({
        ...order,
        quoteId: '7d0d1f7e-3b8a-4a53-9d4c-0a1b2c3d4e5f',
      }).success,
    ).toBe(true);
    expect(bucketSubmitRequestSchema.safeParse({ quoteId: '1', bucketId: 'x' }).success).toBe(
      false,
    );
    expect(decimalStringSchema.safeParse('9'.repeat(90)).success).toBe(false);
  });
});
