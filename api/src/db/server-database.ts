import { postgresTimeoutsOf, type Env } from '../config/env.js';
import {
  migrateToLatest,
  migrationStatus,
  onMigrationConnection,
  openDatabase,
  type DatabaseHandle,
} from './database.js';
import { EmbeddedDatabaseError } from './embedded/embedded-errors.js';
import { startMaintenance, type MaintenanceLog } from './embedded/maintenance.js';
import { backupDirOf, pruneSnapshots, writeSnapshot } from './embedded/snapshots.js';

export const backupDirFor = (env: Env) => env.BACKUP_DIR ?? backupDirOf(env.DATA_DIR);

/**
 * The API's database, migrated and ready. On PGlite: the directory locked to this process, a
 * snapshot before any migration touches existing data, and checkpoints and snapshots while it
 * runs, all stopped when the database closes.
 */
export async function openServerDatabase(env: Env, log: MaintenanceLog): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    timeouts: postgresTimeoutsOf(env),
    onConnectionError: (error) => log.warn(`PostgreSQL dropped a connection: ${error.message}`),
  });
  const { embedded } = handle;
  try {
    // A fresh directory has nothing to lose; one with data gets a copy before its schema changes.
    const status = embedded ? await migrationStatus(handle.db) : null;
    if (embedded && status && status.executed > 0 && status.pending.length > 0) {
      const backupDir = backupDirFor(env);
      const snapshot = await writeSnapshot(embedded, { dir: backupDir }, 'pre-migration');
      pruneSnapshots(backupDir, 'pre-migration', env.BACKUPS_KEPT);
      log.info(`before migrating (${status.pending.join(', ')}): snapshot ${snapshot.file}`);
    }
    await migrate(env, handle);
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  if (embedded) {
    const stop = startMaintenance(embedded, {
      checkpointEveryMs: env.CHECKPOINT_INTERVAL_SECONDS * 1000,
      snapshotEveryMs: env.BACKUP_INTERVAL_MINUTES * 60_000,
      snapshotsKept: env.BACKUPS_KEPT,
      backupDir: backupDirFor(env),
      log,
    });
    embedded.beforeClose(stop);
  }
  return handle;
}

/**
 * On PostgreSQL, migrations run on a connection of their own without the request-sized
 * statement and read limits: rewriting a large table may take minutes.
 */
async function migrate(env: Env, handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'postgres' || !env.DATABASE_URL) {
    await migrateToLatest(handle.db);
    return;
  }
  await onMigrationConnection(env.DATABASE_URL, migrateToLatest, env.DATABASE_CONNECT_TIMEOUT_MS);
}

/** A database failure a person must act on: its message alone, then exit; others rethrown. */
export function exitWithAdvice(error: unknown): never {
  if (!(error instanceof EmbeddedDatabaseError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
