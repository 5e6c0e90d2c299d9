import { mkdirSync } from 'node:fs';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from '../pglite-dialect.js';
import type { Database } from '../schema.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { DatabaseUnreadableError } from './embedded-errors.js';

const INT8_OID = 20;

/** int8 as text, as node-postgres returns it, so code reads the same on both databases. */
export const PGLITE_PARSERS = { [INT8_OID]: (value: string) => value };

/** What PostgreSQL writes to stderr that explains a failure to start. */
const FATAL_LINE = /\b(PANIC|FATAL|ERROR):\s+(.*)$/;

export interface OpenPGliteOptions<E extends Extensions = Extensions> {
  extensions?: E;
  /** A snapshot to unpack into the (empty) directory before PostgreSQL starts on it. */
  loadDataDir?: Blob;
  /** Told of PostgreSQL's LOG lines (recovery progress) while it opens. */
  onLog?: (line: string) => void;
}

/**
 * Opens a PGlite data directory and waits until PostgreSQL is up. A directory PostgreSQL
 * cannot start on becomes a DatabaseUnreadableError that names it and what PostgreSQL said,
 * instead of WebAssembly's bare `Aborted()`.
 */
export async function openPGlite<E extends Extensions>(
  dataDir: string,
  options: OpenPGliteOptions<E> = {},
): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const said: string[] = [];
  const pglite = new PGlite(dataDir, {
    parsers: PGLITE_PARSERS,
    ...(options.extensions ? { extensions: options.extensions } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    onStderr: (text) => {
      for (const line of text.split('\n')) {
        const problem = FATAL_LINE.exec(line);
        if (problem?.[2]) said.push(`${problem[1]}: ${problem[2]}`);
        else if (line.includes(' LOG: ')) options.onLog?.(line.slice(line.indexOf(' LOG: ') + 6));
      }
      return true;
    },
    onStdout: () => true,
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    throw new DatabaseUnreadableError(dataDir, said, error);
  }
  return pglite;
}

export interface EmbeddedDatabase {
  dataDir: string;
  pglite: PGlite;
  db: Kysely<Database>;
  /** Writes every change into the data files, so a later open replays no WAL. */
  checkpoint: () => Promise<void>;
  /** Runs `step` (stopping maintenance, say) before the database closes. */
  beforeClose: (step: () => Promise<void>) => void;
  /** Shuts PostgreSQL down (a checkpoint) and gives the directory back. Safe to call twice. */
  close: () => Promise<void>;
}

/**
 * The embedded database on disk, held by this process alone: takes the directory's lock,
 * opens PGlite, and on close checkpoints, shuts PostgreSQL down and releases the lock.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  options: OpenPGliteOptions = {},
): Promise<EmbeddedDatabase> {
  const lock: DataDirLock = acquireDataDirLock(dataDir);
  let pglite: PGlite;
  try {
    pglite = await openPGlite(dataDir, options);
  } catch (error) {
    lock.release();
    throw error;
  }
  let closing: Promise<void> | null = null;
  const firstSteps: (() => Promise<void>)[] = [];
  const embedded: EmbeddedDatabase = {
    dataDir,
    pglite,
    // Kysely's destroy (the app's onClose) ends here, so every way out closes the same way.
    db: new Kysely<Database>({
      dialect: new PGliteDialect(pglite, { close: () => embedded.close() }),
    }),
    checkpoint: async () => {
      await sql`checkpoint`.execute(embedded.db);
    },
    beforeClose: (step) => {
      firstSteps.push(step);
    },
    close: () => {
      closing ??= (async () => {
        try {
          for (const step of firstSteps) await step();
        } finally {
          // PostgreSQL's shutdown writes a checkpoint: the directory reopens with nothing to
          // replay. The lock goes only once PostgreSQL has stopped writing.
          await pglite.close().finally(() => lock.release());
        }
      })();
      return closing;
    },
  };
  return embedded;
}
