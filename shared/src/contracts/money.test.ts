import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountToBig,
  decimalToAmount,
  fromSmallestUnits,
  makeAmount,
  roundTo,
  toSmallestUnits,
} from './money.js';

const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }))
  .map(([whole, fraction]) => `${whole}.${fraction.toString().padStart(18, '0')}`);

describe('money', () => {
  it('reads a wire amount exactly, however many decimals', () => {
    expect(amountToBig({ value: '123456789', precision: 8, name: 'BTC' }).toFixed()).toBe(
      '1.23456789',
    );
    expect(
      amountToBig({ value: '10000000000000000000', precision: 18, name: 'AUD' }).toFixed(),
    ).toBe('10');
    expect(amountToBig({ value: '-5', precision: 2, name: 'AUD' }).toFixed()).toBe('-0.05');
  });

  it('writes decimalValue without exponent or trailing zeros', () => {
    expect(makeAmount(1n, 18, 'AUD')).toEqual({
      value: '1',
      precision: 18,
      name: 'AUD',
      decimalValue: '0.000000000000000001',
    });
    expect(makeAmount('1500', 2, 'AUD').decimalValue).toBe('15');
  });

  it('round-trips any decimal through smallest units at full precision', () => {
    fc.assert(
      fc.property(decimal, (value) => {
        const units = toSmallestUnits(value, 18, 'down');
        expect(fromSmallestUnits(units, 18).eq(value)).toBe(true);
      }),
    );
  });

  it('never rounds down up, nor up down', () => {
    fc.assert(
      fc.property(decimal, fc.integer({ min: 0, max: 8 }), (value, places) => {
        const down = roundTo(value, places, 'down');
        const up = roundTo(value, places, 'up');
        expect(down.lte(value)).toBe(true);
        expect(up.gte(value)).toBe(true);
        expect(up.minus(down).lte(`1e-${places}`)).toBe(true);
      }),
    );
  });

  it('rounds to the asset precision in the direction asked', () => {
    expect(decimalToAmount('0.123456789', 8, 'BTC', 'down').value).toBe('12345678');
    expect(decimalToAmount('0.123456781', 8, 'BTC', 'up').value).toBe('12345679');
    expect(decimalToAmount('2.005', 2, 'AUD', 'half-up').value).toBe('201');
  });
});
