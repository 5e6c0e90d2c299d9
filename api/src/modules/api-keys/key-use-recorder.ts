import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { recordKeyUses, type KeyUse } from './api-key-repository.js';

export interface KeyUseRecorderOptions {
  /** The longest a use waits to be written. */
  windowMs: number;
  /** Written at once when this many are waiting. */
  batchSize: number;
  /** Kept for another try while the database refuses; past this the oldest go, logged. */
  maxWaiting: number;
}

/**
 * Writes key uses (audit lines, "last used") off the request path, many in one statement
 * (docs/product/api-keys.md#the-audit-log): a signed request answers without waiting for them.
 * A batch the database refuses waits for the next try; `close` writes what is left, so an
 * instance that stops in order loses none.
 */
export class KeyUseRecorder {
  #waiting: KeyUse[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  /** A write is queued that will take whatever is waiting when it starts. */
  #queued = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: KeyUseRecorderOptions,
  ) {}

  record(use: KeyUse): void {
    this.#waiting.push(use);
    if (this.#waiting.length >= this.options.batchSize) void this.flush();
    else if (!this.#queued)
      this.#timer ??= setTimeout(() => void this.flush(), this.options.windowMs);
  }

  /** Writes every waiting use; resolves once they are written or put back to wait. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#queued) return this.#writing;
    this.#queued = true;
    this.#writing = this.#writing.then(() => {
      this.#queued = false;
      return this.#write();
    });
    return this.#writing;
  }

  async close(): Promise<void> {
    await this.flush();
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async #write(): Promise<void> {
    const batch = this.#waiting;
    if (batch.length === 0) return;
    this.#waiting = [];
    try {
      await recordKeyUses(this.db, batch);
    } catch (error) {
      this.#waiting = [...batch, ...this.#waiting];
      const over = this.#waiting.length - this.options.maxWaiting;
      if (over > 0) this.#waiting.splice(0, over);
      this.log.error(
        { err: error, waiting: this.#waiting.length, dropped: Math.max(0, over) },
        'could not record API key uses; trying again',
      );
      this.#timer ??= setTimeout(() => void this.flush(), this.options.windowMs);
    }
  }
}
