import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailableError } from '../lib/db-errors.js';
import { PreparingClient } from './prepared-statements.js';

/** How long PostgreSQL may take, each in milliseconds; 0 means no limit. */
export interface PostgresTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** The server cancels a statement running longer (`statement_timeout`). */
  statementMs: number;
  /**
   * The client gives up on an answer: a partitioned or hung server never cancels anything, so
   * this is what turns silence into an error. Longer than `statementMs`, so a slow statement
   * is cancelled by the server first and its connection stays usable.
   */
  queryMs: number;
  /** The server ends a session left inside a transaction, releasing its locks. */
  idleInTransactionMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2000,
  statementMs: 4000,
  queryMs: 5000,
  idleInTransactionMs: 10_000,
};

/** Migrations may rewrite large tables: only connecting is bounded. */
export const MIGRATION_TIMEOUTS: PostgresTimeouts = {
  connectMs: DEFAULT_POSTGRES_TIMEOUTS.connectMs,
  statementMs: 0,
  queryMs: 0,
  idleInTransactionMs: 0,
};

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  timeouts: PostgresTimeouts;
  /** Told of every connection PostgreSQL or the network drops, checked out or idle. */
  onConnectionError: (error: Error) => void;
}

/**
 * A client that failed at the connection level is never reused: after a read timeout its
 * socket may still deliver the old answer, and after a terminated backend it cannot query.
 * Once broken, its further queries (Kysely's rollback, say) fail at once instead of waiting
 * out another timeout, and releasing it removes it from the pool.
 */
class GuardedClient implements PostgresPoolClient {
  #broken: Error | null = null;

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    statement: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is built without a cursor class, so Kysely never passes one.
    if (typeof statement !== 'string') throw new Error('Wattle does not stream from PostgreSQL');
    return this.#query<R>(statement, parameters);
  }

  async #query<R>(sql: string, parameters: ReadonlyArray<unknown>) {
    if (this.#broken) throw this.#broken;
    try {
      // pg types `command` as any string; Kysely reads only the ones it names.
      return (await this.client.query(sql, [...parameters])) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (isDatabaseUnavailableError(error)) this.#broken = error as Error;
      throw error;
    }
  }

  release(): void {
    this.client.release(this.#broken ?? undefined);
  }
}

/**
 * node-postgres' pool with every timeout set and every client's errors handled. A checked-out
 * client whose backend is terminated emits 'error'; the pool only listens on idle clients, and
 * an unheard 'error' event ends the process.
 */
export function createPostgresPool(options: PostgresPoolOptions): PostgresPool {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs || undefined,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // No JIT: the app's statements read rows by key and are over in milliseconds, and JIT
    // compiles a statement afresh each time its estimated cost passes `jit_above_cost`, as a
    // read of a customer's whole history does: the compiling costs more than it saves
    // (docs/architecture.md#the-trade-functions).
    options: '-c jit=off',
    // Prepares the statements marked for the hot path (prepared-statements.ts).
    Client: PreparingClient,
  });
  pool.on('connect', (client) => client.on('error', options.onConnectionError));
  // An idle client's error reaches the listener above too; the pool re-emits it and an
  // 'error' nobody hears would end the process.
  pool.on('error', () => undefined);
  return {
    connect: async () => new GuardedClient(await pool.connect()),
    end: () => pool.end(),
  };
}
