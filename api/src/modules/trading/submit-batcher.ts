import type { Db } from '../../db/database.js';
import {
  submitQuote,
  submitQuotes,
  type QuoteSubmission,
  type SubmitError,
  type TradeRow,
} from './trade-repository.js';

/**
 * Submits applied in one call at most. Each is a subtransaction, and PostgreSQL keeps up to 64
 * of a transaction's in shared memory; past that every other session's visibility checks read
 * them from disk (docs/architecture.md#group-commit).
 */
export const SUBMIT_BATCH_LIMIT = 64;

/**
 * Batches one API process has at the database at once. Submits arriving meanwhile wait for the
 * next, so a batch grows with the load instead of each submit taking a connection.
 */
export const SUBMIT_BATCHES_AT_ONCE = 2;

/** Executes one order submission (`submitQuote`'s answer and errors), alone or in a batch. */
export type QuoteSubmitter = (submission: QuoteSubmission) => Promise<TradeRow[]>;

/**
 * The error one submit of a batch raised, thrown to that submit's caller with the fields
 * PostgreSQL's own error carries, so it is told apart exactly as when it ran alone
 * (trading-errors.ts, isInsufficientFunds, retryingConflicts).
 */
export class BatchedSubmitError extends Error {
  readonly code: string;
  readonly detail: string | undefined;
  readonly hint: string | undefined;
  readonly constraint: string | undefined;

  constructor({ code, message, detail, hint, constraint }: SubmitError) {
    super(message);
    this.name = 'BatchedSubmitError';
    this.code = code;
    this.detail = detail;
    this.hint = hint;
    this.constraint = constraint;
  }
}

interface Waiting {
  submission: QuoteSubmission;
  resolve: (rows: TradeRow[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (docs/architecture.md#group-commit): a submit that finds none of this
 * instance's batches at the database goes at once. Otherwise it waits with the others that
 * arrive, until a batch returns or `windowMs` has passed since the first of them (with a batch
 * free then), and they go to the database together, in one transaction and one call
 * (`submitQuotes`), each still accepted or refused on its own. A lone customer so never waits
 * for the window, and under load the batches fill while others are out. With `windowMs` 0
 * every submit runs alone (`submitQuote`).
 *
 * A second submit under an Idempotency-Key in the same batch finds the first's answer already
 * stored (its block ended before) and replays it, as it would have after the first's commit.
 */
export function quoteSubmitter(
  db: Db,
  windowMs: number,
  batchesAtOnce = SUBMIT_BATCHES_AT_ONCE,
): QuoteSubmitter {
  if (windowMs <= 0) return (submission) => submitQuote(db, submission);

  const waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let atOnce = 0;

  const startWindow = () => {
    timer ??= setTimeout(() => {
      timer = undefined;
      send();
    }, windowMs);
  };

  /** The next batch: the oldest waiting submits, at most the limit. */
  const take = (): Waiting[] => waiting.splice(0, SUBMIT_BATCH_LIMIT);

  const run = async (batch: Waiting[]) => {
    const [only] = batch;
    if (only && batch.length === 1) {
      // Alone after all: the plain call, without a batch's arrays and block.
      await submitQuote(db, only.submission).then(only.resolve, only.reject);
      return;
    }
    try {
      const answers = await submitQuotes(
        db,
        batch.map((entry) => entry.submission),
      );
      batch.forEach((entry, index) => {
        const answer = answers[index] ?? { rows: [] };
        if ('error' in answer) entry.reject(new BatchedSubmitError(answer.error));
        else entry.resolve(answer.rows);
      });
    } catch (error) {
      // The call itself failed (the connection, a timeout): nothing of the batch committed.
      for (const entry of batch) entry.reject(error);
    }
  };

  function send(): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    // With every batch out, the waiting submits go when one returns.
    if (waiting.length === 0 || atOnce >= batchesAtOnce) return;
    const batch = take();
    if (waiting.length > 0) startWindow();
    atOnce += 1;
    void run(batch).finally(() => {
      atOnce -= 1;
      // The submits that gathered while it was out go now, window or not.
      send();
    });
  }

  return (submission) =>
    new Promise<TradeRow[]>((resolve, reject) => {
      waiting.push({ submission, resolve, reject });
      if (waiting.length >= SUBMIT_BATCH_LIMIT || atOnce === 0) send();
      else startWindow();
    });
}
