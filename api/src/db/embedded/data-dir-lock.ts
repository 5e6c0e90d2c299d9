import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError } from './embedded-errors.js';
import type { LockHolder } from './lock-holder.js';

export interface DataDirLock {
  path: string;
  release: () => void;
}

export const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTicksOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Lock files this process holds: its own pid in a lock it does not hold is a past life. */
const heldHere = new Set<string>();

function isAlive(holder: LockHolder, lockPath: string): boolean {
  if (holder.hostname !== os.hostname()) return true; // another machine: we cannot tell
  // Our own pid: this process, or an earlier one that had it (PID 1 in every container).
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const ticks = startTicksOf(holder.pid);
  return holder.startTicks === null || ticks === null || ticks === holder.startTicks;
}

export function readLockHolder(dataDir: string): LockHolder | null {
  try {
    return parseHolder(readFileSync(lockPathOf(dataDir), 'utf8'));
  } catch {
    return null; // no lock
  }
}

/** The holder of the directory's lock if that process is still running. */
export function liveLockHolder(dataDir: string): LockHolder | null {
  const holder = readLockHolder(dataDir);
  return holder && isAlive(holder, lockPathOf(dataDir)) ? holder : null;
}

function create(lockPath: string, content: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o644);
    writeSync(fd, content);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Moves a dead holder's lock out of the way. Renaming is atomic, so of two processes taking
 * over the same stale lock only one moves it; and if what was moved turns out to be a lock
 * someone took a moment ago, it goes back.
 */
function removeStale(lockPath: string, stale: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readFileSync(aside, 'utf8') !== stale) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // a third process holds it now; it wins
    }
  }
  unlinkSync(aside);
}

/**
 * One process per data directory: PGlite takes no lock of its own, and two processes writing
 * one directory overwrite each other's WAL. Takes `<dataDir>.lock`, or throws naming the
 * process that holds it; a lock left by a process that has died is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = lockPathOf(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    hostname: os.hostname(),
    command: [path.basename(process.argv0), ...process.argv.slice(1)].join(' '),
    since: new Date().toISOString(),
  };
  const content = JSON.stringify(me);
  // A fresh clone has no `api/.data` yet.
  mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (create(lockPath, content)) {
      heldHere.add(lockPath);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        process.off('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
        } catch {
          // already gone: removed by hand
        }
      };
      // A process that exits without closing the database still gives the directory back.
      process.on('exit', release);
      return { path: lockPath, release };
    }
    let current: string;
    try {
      current = readFileSync(lockPath, 'utf8');
    } catch {
      continue; // released between our two calls
    }
    const holder = parseHolder(current);
    if (holder && isAlive(holder, lockPath)) throw new DataDirLockedError(dataDir, holder);
    removeStale(lockPath, current);
  }
  throw new DataDirLockedError(dataDir, readLockHolder(dataDir));
}

function parseHolder(content: string): LockHolder | null {
  try {
    return JSON.parse(content) as LockHolder;
  } catch {
    return null; // half-written by a process killed mid-write: stale
  }
}
