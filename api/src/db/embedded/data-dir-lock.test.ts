import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, liveLockHolder, lockPathOf, readLockHolder } from './data-dir-lock.js';
import { DataDirLockedError } from './embedded-errors.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'wattle-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let count = 0;
/** In a folder that does not exist yet, as `api/.data` on a fresh clone. */
const freshDir = () => path.join(folder, `clone-${(count += 1)}`, '.data', 'pglite');

/** A real process that has already exited: its pid names no one now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

const lockOf = (pid: number, startTicks: string | null) =>
  JSON.stringify({ pid, startTicks, hostname: os.hostname(), command: 'x', since: 'earlier' });

describe('the data-directory lock', () => {
  it('refuses a second holder, naming the first, until it is released', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(readLockHolder(dir)?.pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`is in use by process ${process.pid}`);
    lock.release();
    expect(readLockHolder(dir)).toBeNull();
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      mkdirSync(path.dirname(dir), { recursive: true });
      writeFileSync(lockPathOf(dir), lockOf(other.pid ?? 0, null));
      expect(liveLockHolder(dir)?.pid).toBe(other.pid);
      expect(() => acquireDataDirLock(dir)).toThrow(`kill ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that has died, or a half-written one', async () => {
    for (const stale of [lockOf(await deadPid(), null), '{"pid": 12']) {
      const dir = freshDir();
      mkdirSync(path.dirname(dir), { recursive: true });
      writeFileSync(lockPathOf(dir), stale);
      expect(liveLockHolder(dir)).toBeNull();
      const lock = acquireDataDirLock(dir);
      expect(JSON.parse(readFileSync(lockPathOf(dir), 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
  });

  it('does not mistake a recycled pid for the holder (its start time differs)', () => {
    const dir = freshDir();
    // This process is alive, but it is not the one that wrote the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      mkdirSync(path.dirname(dir), { recursive: true });
      writeFileSync(lockPathOf(dir), lockOf(other.pid ?? 0, '1'));
      expect(liveLockHolder(dir)).toBeNull();
    } finally {
      other.kill();
    }
  });
});
