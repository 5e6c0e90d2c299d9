import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
}

const INT8_OID = 20;

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

/** PostgreSQL when a URL is given, else PGlite: one schema, one migration set. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: 'postgres',
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  // int8 as text, as node-postgres returns it, so code reads the same on both databases.
  const pglite = new PGlite(options.dataDir, { parsers: { [INT8_OID]: (value: string) => value } });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), kind: 'pglite' };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
