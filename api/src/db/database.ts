import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import { listenOnPGlite, listenOnPostgres, type ListenForNotices } from './change-notices.js';
import {
  openEmbeddedDatabase,
  PGLITE_PARSERS,
  type EmbeddedDatabase,
} from './embedded/embedded-database.js';
import { applyDatabaseFunctions } from './functions/apply-functions.js';
import { DATABASE_FUNCTIONS } from './functions/index.js';
import { migrationProvider } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import {
  createPostgresPool,
  DEFAULT_POSTGRES_TIMEOUTS,
  MIGRATION_TIMEOUTS,
  type PostgresTimeouts,
} from './postgres-pool.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** PGlite in a directory on disk: held by this process alone (see embedded/). */
  embedded?: EmbeddedDatabase;
  /** Hears `NOTIFY` on a channel, from any process on this database. */
  listen?: ListenForNotices;
  /**
   * A `memory://` database: its whole data directory as PGlite's tarball, which `loadDataDir`
   * starts another throwaway database from.
   */
  copyData?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  /** `memory://` only: start as this copy (`copyData`) instead of an empty database. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL's connect, statement, read and idle-in-transaction limits. */
  timeouts?: PostgresTimeouts;
  /**
   * Told when PostgreSQL drops a pooled connection, idle or in use (a restart, a failover, an
   * administrator, the network). The pool replaces it and the request in flight gets a 503.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL when a URL is given, else PGlite: one schema, one migration set. A PGlite
 * directory on disk is locked to this process; `memory://` is a throwaway database.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? DEFAULT_POSTGRES_TIMEOUTS;
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      timeouts,
      onConnectionError: (error) => options.onConnectionError?.(error),
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
      listen: listenOnPostgres(options.databaseUrl, timeouts),
    };
  }
  if (!options.dataDir.startsWith('memory://')) {
    const embedded = await openEmbeddedDatabase(options.dataDir);
    return {
      db: embedded.db,
      kind: 'pglite',
      embedded,
      listen: listenOnPGlite(embedded.pglite, embedded.db),
    };
  }
  const pglite = new PGlite(options.dataDir, {
    parsers: PGLITE_PARSERS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    listen: listenOnPGlite(pglite, db),
    copyData: () => pglite.dumpDataDir('none'),
  };
}

/** Migrations not yet run on this database (oldest first), and how many have run. */
export async function migrationStatus(db: Db): Promise<{ pending: string[]; executed: number }> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  const pending = migrations.filter((migration) => migration.executedAt === undefined);
  return {
    pending: pending.map((migration) => migration.name),
    executed: migrations.length - pending.length,
  };
}

/**
 * The numbered migrations not yet run, then every database function whose text in
 * functions/ changed since it was last applied.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  await applyDatabaseFunctions(db, DATABASE_FUNCTIONS);
}

/**
 * Runs `work` on a PostgreSQL connection of its own, without the request-sized statement and
 * read limits (only connecting is bounded): a migration may rewrite a large table for minutes.
 */
export async function onMigrationConnection(
  databaseUrl: string,
  work: (db: Db) => Promise<void>,
  connectMs = MIGRATION_TIMEOUTS.connectMs,
): Promise<void> {
  const own = await openDatabase({
    databaseUrl,
    dataDir: '',
    poolSize: 1,
    timeouts: { ...MIGRATION_TIMEOUTS, connectMs },
  });
  try {
    await work(own.db);
  } finally {
    await own.db.destroy();
  }
}
