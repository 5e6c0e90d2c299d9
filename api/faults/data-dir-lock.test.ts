import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { readLockHolder } from '../src/db/embedded/data-dir-lock.js';
import { openEmbeddedDatabase } from '../src/db/embedded/embedded-database.js';
import { listSnapshots } from '../src/db/embedded/snapshots.js';
import {
  apiThatRefuses,
  runDatabaseCommand,
  scratchFolder,
  startApiOn,
} from './support/harness.js';

const dataDir = path.join(scratchFolder('lock'), 'pglite');

/** `npm run db:<command>` on the test's directory; resolves with its exit code and output. */
const databaseCommand = (...args: string[]) => runDatabaseCommand(dataDir, ...args);

describe('one process per data directory', () => {
  test('a second API on the same directory refuses at once, naming the first', async () => {
    const first = await startApiOn(dataDir);
    const pid = first.child.pid;
    const second = await apiThatRefuses(dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`is in use by process ${pid}`);
    expect(second.output).toContain(`kill ${pid}`);
    expect((await fetch(`${first.url}/health`)).ok).toBe(true);

    // Backups and restores need the directory too: they say who has it.
    const backup = await databaseCommand('db:backup');
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(`is in use by process ${pid}`);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(readLockHolder(dataDir)).toBeNull();
  });

  test('the lock of a process that died is taken over', async () => {
    const killed = await startApiOn(dataDir);
    await killed.stop('SIGKILL');
    expect(readLockHolder(dataDir)?.pid).toBe(killed.child.pid);
    const next = await startApiOn(dataDir);
    expect(readLockHolder(dataDir)?.pid).toBe(next.child.pid);
    expect(await next.stop('SIGINT')).toBe(0);
    expect(readLockHolder(dataDir)).toBeNull();
  });

  test('db:backup then db:restore brings the data back, keeping what it replaces', async () => {
    await depositWhileRunning('before-the-backup');
    const backup = await databaseCommand('db:backup');
    expect(backup.output).toMatch(/Backed up .* to .*wattle-\d{8}T\d{6}Z-manual\.tar\.gz/);
    const [snapshot] = listSnapshots(`${dataDir}-backups`);
    expect(snapshot?.reason).toBe('manual');
    await depositWhileRunning('after-the-backup');

    const restore = await databaseCommand('db:restore', snapshot?.file ?? '');
    expect(restore.code).toBe(0);
    expect(restore.output).toMatch(/Holds: .*users \d+/);
    expect(restore.output).toContain('Ledger: every entry balances');
    const replaced = /Moved the current database to (\S+)/.exec(restore.output)?.[1] ?? '';
    expect(await depositReferences(dataDir)).toContain('before-the-backup');
    expect(await depositReferences(dataDir)).not.toContain('after-the-backup');
    expect(await depositReferences(replaced)).toContain('after-the-backup');
  });
});

async function depositWhileRunning(externalId: string): Promise<void> {
  const api = await startApiOn(dataDir);
  const response = await fetch(`${api.url}/sandbox/deposits/fiat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@wattle.dev', amount: '10', externalId }),
  });
  expect(response.ok).toBe(true);
  expect(await api.stop()).toBe(0);
}

async function depositReferences(dir: string): Promise<(string | null)[]> {
  const embedded = await openEmbeddedDatabase(dir);
  try {
    const rows = await embedded.db.selectFrom('transfers').select('external_reference').execute();
    return rows.map((row) => row.external_reference);
  } finally {
    await embedded.close();
  }
}
