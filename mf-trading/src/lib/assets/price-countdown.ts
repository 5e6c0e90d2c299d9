/** Prices are due once the countdown is at or below one tick. */
export function isDueForRefresh(secondsLeft: number, tickMs: number): boolean {
  return secondsLeft * 1000 <= tickMs;
}
