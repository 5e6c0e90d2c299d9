/**
 * Splits `total` whole units across weights so the parts sum exactly to `total`: each part
 * gets its floor share, and the units left over go one each to the largest remainders (ties
 * to the earlier weight).
 */
export function splitByLargestRemainder(total: bigint, weights: readonly bigint[]): bigint[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum <= 0n) throw new Error('Weights must sum to more than zero');
  if (weights.some((weight) => weight < 0n)) throw new Error('Weights must not be negative');
  const parts = weights.map((weight) => (total * weight) / weightSum);
  const remainders = weights.map((weight, index) => ({
    index,
    remainder: (total * weight) % weightSum,
  }));
  let left = total - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts;
}
