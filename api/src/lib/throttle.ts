/**
 * At most one go per key per `intervalMs`, in this process: for signals where a burst means
 * nothing more than one (typing). Remembers at most `maxKeys` keys, forgetting the one let
 * through longest ago, so memory stays bounded whatever the callers send.
 */
export class Throttle {
  readonly #lastAllowed = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  allow(key: string): boolean {
    const now = this.now();
    const last = this.#lastAllowed.get(key);
    if (last !== undefined && now - last < this.intervalMs) return false;
    // Re-inserted, so the Map's first key is always the one let through longest ago.
    this.#lastAllowed.delete(key);
    this.#lastAllowed.set(key, now);
    if (this.#lastAllowed.size > this.maxKeys) {
      const oldest = this.#lastAllowed.keys().next();
      if (!oldest.done) this.#lastAllowed.delete(oldest.value);
    }
    return true;
  }
}
