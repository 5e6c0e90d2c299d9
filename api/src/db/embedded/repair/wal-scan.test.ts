import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DB_IN_PRODUCTION,
  formatLsn,
  pointAtCheckpoint,
  readControlFile,
  type ControlFile,
} from './control-file.js';
import { scanWal } from './wal-scan.js';

// The directory from the field (api/faults/fixtures/README.md): pg_control names a checkpoint
// another process's WAL has overwritten.
const folder = mkdtempSync(path.join(os.tmpdir(), 'wattle-wal-'));
execFileSync(
  'tar',
  [
    '-xzf',
    path.resolve(import.meta.dirname, '../../../../faults/fixtures/pglite-unreadable.tar.gz'),
  ],
  {
    cwd: folder,
  },
);
const dataDir = path.join(folder, 'pglite');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('reading pg_control and the WAL', () => {
  it('reads the checkpoint pg_control names, and finds a heap record there instead', () => {
    const control = readControlFile(dataDir) as ControlFile;
    expect(control).toMatchObject({ version: 1800, state: DB_IN_PRODUCTION });
    expect(formatLsn(control.checkPoint)).toBe('0/191D9A8');

    const scan = scanWal(dataDir, control.checkPoint);
    expect(scan?.watched).toEqual({ rmid: 10, info: 0 });
    expect(formatLsn(scan?.first ?? 0n)).toBe('0/1000028');
    expect(formatLsn(scan?.last ?? 0n)).toBe('0/19236D8');
    expect(scan?.records).toBe(34030);
    const last = scan?.checkpoints.at(-1);
    expect(last && { at: formatLsn(last.lsn), shutdown: last.shutdown }).toEqual({
      at: '0/18EF688',
      shutdown: true,
    });
  });

  it('points pg_control at another checkpoint with a checksum PostgreSQL accepts', () => {
    const control = readControlFile(dataDir) as ControlFile;
    const checkpoint = scanWal(dataDir)?.checkpoints.at(-1);
    if (!checkpoint) throw new Error('the fixture has a checkpoint');
    pointAtCheckpoint(dataDir, control, checkpoint.lsn, checkpoint.body);
    const patched = readControlFile(dataDir);
    expect(patched && formatLsn(patched.checkPoint)).toBe('0/18EF688');
    expect(patched?.state).toBe(DB_IN_PRODUCTION);
    expect(patched?.systemIdentifier).toBe(control.systemIdentifier);
    expect(patched?.bytes.subarray(40, 128)).toEqual(checkpoint.body);
  });
});
