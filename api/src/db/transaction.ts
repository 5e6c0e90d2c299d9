import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

export type Trx = Transaction<Database>;

/** What opening a transaction needs: the database, and a log for after-commit failures. */
export interface TransactionHost {
  db: Db;
  log: FastifyBaseLogger;
}

const afterCommitQueues = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `work` in one database transaction, then — only once it has committed — the callbacks
 * that code inside it registered with `afterCommit` (socket pushes, for instance). On rollback
 * the callbacks are dropped. Use this instead of `db.transaction().execute()` whenever
 * something must happen only if the writes really happened.
 */
export async function inTransaction<T>(
  app: TransactionHost,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const queue: (() => void)[] = [];
  const result = await app.db.transaction().execute(async (trx) => {
    afterCommitQueues.set(trx, queue);
    return work(trx);
  });
  for (const callback of queue) {
    try {
      callback();
    } catch (error) {
      // The writes are committed and the request succeeded; a side effect must not undo that.
      app.log.error({ err: error }, 'after-commit callback failed');
    }
  }
  return result;
}

/**
 * Queues `callback` to run after `trx` commits. Throws (and so rolls the transaction back) when
 * `trx` was not opened with `inTransaction`, because then nobody would know when it commits.
 */
export function afterCommit(trx: Trx, callback: () => void): void {
  const queue = afterCommitQueues.get(trx);
  if (!queue) {
    throw new Error(
      'afterCommit() needs a transaction opened with inTransaction(app, async (trx) => …)',
    );
  }
  queue.push(callback);
}

/**
 * Runs `callback` once the writes made through `db` are committed: after the commit when `db`
 * is a transaction (which must then come from `inTransaction`), straight away otherwise. For
 * services handed either the database or a caller's transaction.
 */
export function whenCommitted(db: Db, callback: () => void): void {
  if (!db.isTransaction) {
    callback();
    return;
  }
  const queue = afterCommitQueues.get(db);
  if (!queue) {
    throw new Error(
      'whenCommitted() needs a transaction opened with inTransaction(app, async (trx) => …)',
    );
  }
  queue.push(callback);
}
