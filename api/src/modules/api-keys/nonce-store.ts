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
/** Most first uses asked in one script call; more waiting go in the next. */
const USES_PER_CALL = 128;

/**
 * For each pair of keys (nonce, counter) and of arguments (the nonce's time, the window): SET NX
 * the nonce; only if it was new, count the request in the key's window (which starts with its
 * first request) and answer the count and the window's time left; else -1 and 0. Pairs are
 * taken in order, so a nonce twice in one call is new only the first time.
 */
const FIRST_USE_SCRIPT = `
local answers = {}
for pair = 1, #KEYS / 2 do
  local nonce, counter = KEYS[2 * pair - 1], KEYS[2 * pair]
  local ttl, window = ARGV[2 * pair - 1], ARGV[2 * pair]
  if not redis.call('SET', nonce, '1', 'PX', ttl, 'NX') then
    answers[#answers + 1] = -1
    answers[#answers + 1] = 0
  else
    local count = redis.call('INCR', counter)
    if count == 1 then redis.call('PEXPIRE', counter, window) end
    local left = redis.call('PTTL', counter)
    if left < 0 then
      redis.call('PEXPIRE', counter, window)
      left = tonumber(window)
    end
    answers[#answers + 1] = count
    answers[#answers + 1] = left
  end
end
return answers
`;

/** The script's call: the number of keys, the keys, then their arguments. */
type FirstUseCommand = (
  keyCount: number,
  ...keysThenArguments: (string | number)[]
) => Promise<number[]>;

interface Waiting {
  use: NonceUse;
  answer: (budget: KeyBudget | null) => void;
}

/**
 * Nonces and budgets in Redis, so a request replayed to another API instance is refused and
 * every instance counts a key's requests together. The first uses asked in one turn of the
 * event loop (every request whose key was read in that turn) go to Redis in one script call,
 * sent just after the turn's input is handled: one command to write and one answer to read
 * however many requests are waiting, and no request waits for a timer. While Redis is
 * unreachable, this instance's memory serves, as the rate limits do
 * (failover-rate-limit-store.ts): replays to the same instance are still refused and each
 * instance still limits.
 */
export class RedisNonceStore implements NonceStore {
  readonly #local = new MemoryNonceStore();
  readonly #firstUse: FirstUseCommand;
  #waiting: Waiting[] = [];
  #retryAt = 0;

  constructor(private readonly redis: Redis) {
    // EVALSHA once Redis has the script, the script itself the first time.
    redis.defineCommand('wattleNonceFirstUses', { lua: FIRST_USE_SCRIPT });
    const commands = redis as unknown as Record<'wattleNonceFirstUses', FirstUseCommand>;
    this.#firstUse = commands.wattleNonceFirstUses.bind(redis);
  }

  firstUse(use: NonceUse): Promise<KeyBudget | null> {
    if (this.redis.status !== 'ready' || Date.now() < this.#retryAt) {
      return this.#local.firstUse(use);
    }
    return new Promise((answer) => {
      this.#waiting.push({ use, answer });
      if (this.#waiting.length === 1) setImmediate(() => void this.#send());
    });
  }

  async #send(): Promise<void> {
    const calls: Waiting[][] = [];
    for (let start = 0; start < this.#waiting.length; start += USES_PER_CALL) {
      calls.push(this.#waiting.slice(start, start + USES_PER_CALL));
    }
    this.#waiting = [];
    await Promise.all(calls.map((call) => this.#ask(call)));
  }

  async #ask(call: Waiting[]): Promise<void> {
    const keys = call.flatMap(({ use }) => [
      `wattle-nonce:${use.nonce}`,
      `wattle-key-budget:${use.counter}`,
    ]);
    const times = call.flatMap(({ use }) => [use.nonceTtlMs, use.windowMs]);
    let answers: number[];
    try {
      answers = await this.#firstUse(keys.length, ...keys, ...times);
      if (answers.length !== keys.length) throw new Error('an answer for every first use');
    } catch {
      this.#retryAt = Date.now() + REDIS_PAUSE_MS;
      for (const { use, answer } of call) void this.#local.firstUse(use).then(answer);
      return;
    }
    call.forEach(({ answer }, index) => {
      const [count = -1, resetInMs = 0] = answers.slice(2 * index, 2 * index + 2);
      answer(count < 0 ? null : { count, resetInMs });
    });
  }
}

export function nonceStore(redis: Redis | null): NonceStore {
  return redis ? new RedisNonceStore(redis) : new MemoryNonceStore();
}
