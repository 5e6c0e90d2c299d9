import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** PGlite is one session: callers queue for it, and a transaction keeps it until it ends. */
class SessionLock {
  private tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly db: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.db.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: result.rows,
      ...(result.affectedRows === undefined
        ? {}
        : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the embedded database');
  }
}

export interface PGliteDialectOptions {
  /** How the database closes when Kysely is destroyed; PGlite's own close by default. */
  close?: () => Promise<void>;
}

class PGliteDriver implements Driver {
  private readonly lock = new SessionLock();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly db: PGlite,
    private readonly options: PGliteDialectOptions,
  ) {}

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    const connection = new PGliteConnection(this.db);
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {
    await (this.options.close ? this.options.close() : this.db.close());
  }
}

/** Kysely on embedded PGlite: the same SQL and migrations as PostgreSQL. */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly db: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.db, this.options);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
