import type { Redis } from 'ioredis';

/** A key's requests counted in the current window, and when that window ends. */
export interface KeyBudget {
  count: number;
  resetInMs: number;
}

/** A nonce's first use, counted against its key's budget. */
export interface NonceUse {
  nonce: string;
  /** How long the nonce is remembered. */
  nonceTtlMs: number;
  /** The key's budget counter, and how long a counting window lasts. */
  counter: string;
  windowMs: number;
}

/**
 * Whether a nonce is new (once; every later use within its time is refused) and, when it is,
 * the request counted against its key's budget: one round trip for both.
 */
export interface NonceStore {
  /** The budget with this request counted; null when the nonce was used before. */
  firstUse(use: NonceUse): Promise<KeyBudget | null>;
}

/** This instance's memory: nonces seen and budgets counted, with when each may be forgotten. */
export class MemoryNonceStore implements NonceStore {
  readonly #seen = new Map<string, number>();
  readonly #budgets = new Map<string, { count: number; until: number }>();
  #nextSweep = 0;

  firstUse(use: NonceUse): Promise<KeyBudget | null> {
    const now = Date.now();
    if (now >= this.#nextSweep) this.#sweep(now, use.nonceTtlMs);
    const until = this.#seen.get(use.nonce);
    if (until !== undefined && until > now) return Promise.resolve(null);
    this.#seen.set(use.nonce, now + use.nonceTtlMs);
    let budget = this.#budgets.get(use.counter);
    if (!budget || budget.until <= now) {
      budget = { count: 0, until: now + use.windowMs };
      this.#budgets.set(use.counter, budget);
    }
    budget.count += 1;
    return Promise.resolve({ count: budget.count, resetInMs: budget.until - now });
  }

  #sweep(now: number, ttlMs: number): void {
    for (const [key, until] of this.#seen) if (until <= now) this.#seen.delete(key);
    for (const [key, budget] of this.#budgets) if (budget.until <= now) this.#budgets.delete(key);
    this.#nextSweep = now + ttlMs;
  }
}

/** After Redis fails a command, this long on memory before asking it again. */
const REDIS_PAUSE_MS = 5000;

/**
 * SET NX the nonce; only if it was new, count the request in the key's window (which starts
 * with its first request) and answer the count and the window's time left; else -1.
 */
const FIRST_USE_SCRIPT = `
if not redis.call('SET', KEYS[1], '1', 'PX', ARGV[1], 'NX') then return {-1, 0} end
local count = redis.call('INCR', KEYS[2])
if count == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
local left = redis.call('PTTL', KEYS[2])
if left < 0 then
  redis.call('PEXPIRE', KEYS[2], ARGV[2])
  left = tonumber(ARGV[2])
end
return {count, left}
`;

type FirstUseCommand = (
  nonceKey: string,
  counterKey: string,
  nonceTtlMs: number,
  windowMs: number,
) => Promise<[number, number]>;

/**
 * Nonces and budgets in Redis, in one script per request, so a request replayed to another
 * API instance is refused and every instance counts a key's requests together; while Redis is
 * unreachable, in this instance's memory, as the rate limits do (failover-rate-limit-store.ts):
 * replays to the same instance are still refused and each instance still limits.
 */
export class RedisNonceStore implements NonceStore {
  readonly #local = new MemoryNonceStore();
  readonly #firstUse: FirstUseCommand;
  #retryAt = 0;

  constructor(private readonly redis: Redis) {
    // EVALSHA once Redis has the script, the script itself the first time.
    redis.defineCommand('wattleNonceFirstUse', { numberOfKeys: 2, lua: FIRST_USE_SCRIPT });
    const commands = redis as unknown as Record<'wattleNonceFirstUse', FirstUseCommand>;
    this.#firstUse = commands.wattleNonceFirstUse.bind(redis);
  }

  async firstUse(use: NonceUse): Promise<KeyBudget | null> {
    if (this.redis.status !== 'ready' || Date.now() < this.#retryAt) {
      return this.#local.firstUse(use);
    }
    try {
      const [count, resetInMs] = await this.#firstUse(
        `wattle-nonce:${use.nonce}`,
        `wattle-key-budget:${use.counter}`,
        use.nonceTtlMs,
        use.windowMs,
      );
      return count < 0 ? null : { count, resetInMs };
    } catch {
      this.#retryAt = Date.now() + REDIS_PAUSE_MS;
      return this.#local.firstUse(use);
    }
  }
}

export function nonceStore(redis: Redis | null): NonceStore {
  return redis ? new RedisNonceStore(redis) : new MemoryNonceStore();
}
