import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.js';
import { createMaintenance, type Maintenance } from './maintenance.js';
import { listSnapshots } from './snapshots.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'wattle-maintenance-'));
const backupDir = path.join(folder, 'backups');
const HOUR = 3_600_000;
let embedded: EmbeddedDatabase;
let maintenance: Maintenance;
let clock = Date.now();

async function lastCheckpointRedo(): Promise<string> {
  const { rows } = await sql<{ redo: string }>`
    select redo_lsn::text as redo from pg_control_checkpoint()
  `.execute(embedded.db);
  return rows[0]?.redo ?? '';
}

const write = () => sql`insert into filler select generate_series(1, 500)`.execute(embedded.db);

beforeAll(async () => {
  embedded = await openEmbeddedDatabase(path.join(folder, 'pglite'));
  await sql`create table filler (n int)`.execute(embedded.db);
  maintenance = createMaintenance(
    embedded,
    {
      checkpointEveryMs: 60_000,
      snapshotEveryMs: HOUR,
      snapshotsKept: 2,
      backupDir,
      log: { info: () => undefined, warn: () => undefined },
    },
    () => clock,
  );
});
afterAll(async () => {
  await embedded.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('embedded database maintenance', () => {
  it('snapshots at once when there is none, then checkpoints only when one is due', async () => {
    await write();
    await maintenance.round();
    expect(listSnapshots(backupDir).map((s) => s.reason)).toEqual(['periodic']);

    const afterSnapshot = await lastCheckpointRedo();
    await write();
    clock += 30_000;
    await maintenance.round();
    expect(await lastCheckpointRedo()).toBe(afterSnapshot);

    clock += 60_000;
    await maintenance.round();
    expect(await lastCheckpointRedo()).not.toBe(afterSnapshot);
    expect(listSnapshots(backupDir)).toHaveLength(1);
  });

  it('snapshots again an interval later if anything changed, keeping the newest few', async () => {
    for (let round = 0; round < 3; round += 1) {
      await write();
      clock += 2 * HOUR;
      await maintenance.round();
    }
    const kept = listSnapshots(backupDir);
    expect(kept).toHaveLength(2);
    expect(kept[0]?.takenAt.getTime()).toBe(Math.floor(clock / 1000) * 1000);

    clock += 2 * HOUR;
    await maintenance.round();
    expect(listSnapshots(backupDir).map((s) => s.file)).toEqual(kept.map((s) => s.file));
  });
});
