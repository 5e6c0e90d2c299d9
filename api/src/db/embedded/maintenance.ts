import { sql } from 'kysely';
import type { EmbeddedDatabase } from './embedded-database.js';
import { listSnapshots, pruneSnapshots, writeSnapshot } from './snapshots.js';

export interface MaintenanceLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export interface MaintenanceOptions {
  /** Checkpoint when the last one is this old and anything was written since. */
  checkpointEveryMs: number;
  /** Snapshot when the newest is this old and anything was written since; 0 = never. */
  snapshotEveryMs: number;
  snapshotsKept: number;
  backupDir: string;
  log: MaintenanceLog;
}

/** However recent the last checkpoint, this much WAL since it triggers the next one. */
const CHECKPOINT_AFTER_WAL_BYTES = 32 * 1024 * 1024;
const TICK_MS = 30_000;

/** The WAL written since the last checkpoint began, in bytes, and where the WAL ends now. */
async function walState(embedded: EmbeddedDatabase): Promise<{ since: bigint; end: string }> {
  const { rows } = await sql<{ since: string; end: string }>`
    select (pg_current_wal_insert_lsn() - redo_lsn)::text as since,
           pg_current_wal_insert_lsn()::text as end
    from pg_control_checkpoint()
  `.execute(embedded.db);
  const row = rows[0];
  return { since: BigInt(row?.since ?? '0'), end: row?.end ?? '' };
}

export interface Maintenance {
  /** One pass: a checkpoint if one is due, a snapshot if one is due. */
  round: () => Promise<void>;
}

/**
 * Keeps a long-running embedded database cheap to reopen and recoverable. PGlite runs
 * PostgreSQL single-user, where nothing checkpoints on its own: without this the WAL grows for
 * as long as the process lives, and a kill means replaying all of it. Snapshots give
 * `npm run db:repair` something to restore.
 */
export function createMaintenance(
  embedded: EmbeddedDatabase,
  options: MaintenanceOptions,
  now: () => number = Date.now,
): Maintenance {
  let lastCheckpoint = now();
  let lastSnapshotWalEnd: string | null = null;
  return {
    async round() {
      const wal = await walState(embedded);
      const at = now();
      const checkpointDue =
        wal.since >= CHECKPOINT_AFTER_WAL_BYTES ||
        (wal.since > 0n && at - lastCheckpoint >= options.checkpointEveryMs);
      if (checkpointDue) {
        await embedded.checkpoint();
        lastCheckpoint = at;
      }
      if (options.snapshotEveryMs <= 0 || wal.end === lastSnapshotWalEnd) return;
      const newest = listSnapshots(options.backupDir)[0];
      if (newest && at - newest.takenAt.getTime() < options.snapshotEveryMs) return;
      const snapshot = await writeSnapshot(
        embedded,
        { dir: options.backupDir },
        'periodic',
        new Date(at),
      );
      lastCheckpoint = at;
      lastSnapshotWalEnd = (await walState(embedded)).end;
      pruneSnapshots(options.backupDir, 'periodic', options.snapshotsKept);
      options.log.info(`database snapshot written: ${snapshot.file}`);
    },
  };
}

/** Runs maintenance rounds while the API runs; returns the function that stops them. */
export function startMaintenance(
  embedded: EmbeddedDatabase,
  options: MaintenanceOptions,
): () => Promise<void> {
  const maintenance = createMaintenance(embedded, options);
  let running: Promise<void> | null = null;
  const timer = setInterval(
    () => {
      if (running || embedded.pglite.closed) return;
      running = maintenance
        .round()
        .catch((error: unknown) =>
          options.log.warn(
            `database maintenance failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => {
          running = null;
        });
    },
    Math.min(TICK_MS, options.checkpointEveryMs),
  );
  timer.unref();
  // Stopping waits for a round under way, so the database never closes under it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
