import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './largest-remainder.js';

describe('splitByLargestRemainder', () => {
  it('splits $100.00 in thirds as 33.34 / 33.33 / 33.33', () => {
    expect(splitByLargestRemainder(10_000n, [1n, 1n, 1n])).toEqual([3334n, 3333n, 3333n]);
  });

  it('follows percentages exactly when they divide evenly', () => {
    expect(splitByLargestRemainder(10_000n, [5000n, 3000n, 2000n])).toEqual([5000n, 3000n, 2000n]);
  });

  it('always sums to the total, never gives a part more than one unit over its share', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10_000n }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitByLargestRemainder(total, weights);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
          expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
          parts.forEach((part, index) => {
            const floor = (total * (weights[index] ?? 0n)) / weightSum;
            expect(part === floor || part === floor + 1n).toBe(true);
          });
        },
      ),
    );
  });
});
