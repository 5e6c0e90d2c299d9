import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  openEmbeddedDatabase,
  PGLITE_PARSERS,
  type EmbeddedDatabase,
} from './embedded/embedded-database.js';
import { migrationProvider } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import { PreparingClient } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** PGlite in a directory on disk: held by this process alone (see embedded/). */
  embedded?: EmbeddedDatabase;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway database. */
  dataDir: string;
  poolSize?: number;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, a failover, an
   * administrator). The pool replaces it; without a listener Node would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL when a URL is given, else PGlite: one schema, one migration set. A PGlite
 * directory on disk is locked to this process; `memory://` is a throwaway database.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      // Prepares the statements marked for the hot path (prepared-statements.ts).
      Client: PreparingClient,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  }
  if (!options.dataDir.startsWith('memory://')) {
    const embedded = await openEmbeddedDatabase(options.dataDir);
    return { db: embedded.db, kind: 'pglite', embedded };
  }
  const pglite = new PGlite(options.dataDir, { parsers: PGLITE_PARSERS });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
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

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
