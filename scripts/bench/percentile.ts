export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The times from `startedAt` to each of `doneAt`: their p50, p99, the last, and how many. */
export interface Latencies {
  p50: number;
  p99: number;
  last: number;
  count: number;
}

export function latenciesSince(startedAt: number, doneAt: readonly number[]): Latencies {
  const sorted = doneAt.map((at) => at - startedAt).sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    last: sorted.at(-1) ?? Number.NaN,
    count: sorted.length,
  };
}

/** p50 and p99 of some values, in any order. */
export function p50p99(values: readonly number[]): { p50: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}
