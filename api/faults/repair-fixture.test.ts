import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { openEmbeddedDatabase } from '../src/db/embedded/embedded-database.js';
import { controlPathOf } from '../src/db/embedded/repair/control-file.js';
import {
  apiThatRefuses,
  runDatabaseCommand,
  scratchFolder,
  startApiOn,
} from './support/harness.js';

const folder = scratchFolder('repair');
const dataDir = path.join(folder, 'pglite');
execFileSync('tar', ['-xzf', path.join(import.meta.dirname, 'fixtures/pglite-unreadable.tar.gz')], {
  cwd: folder,
});

/** `npm run db:<command>` on the test's directory; resolves with its exit code and output. */
const databaseCommand = (...args: string[]) => runDatabaseCommand(dataDir, ...args);

async function signInDemoCustomer(url: string): Promise<number> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@wattle.dev', password: 'wattle-demo-pass' }),
  });
  return response.status;
}

describe('the directory from the field that PGlite could not open', () => {
  test('the API says which directory, why, and what to run', async () => {
    const refused = await apiThatRefuses(dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The embedded database in ${dataDir} cannot be opened.`);
    expect(refused.output).toContain('could not locate a valid checkpoint record at 0/191D9A8');
    expect(refused.output).toContain('npm run db:repair');
  });

  test('db:repair replays its write-ahead log and the API runs on what it recovered', async () => {
    const repair = await databaseCommand('db:repair');
    expect(repair.code, repair.output).toBe(0);
    expect(repair.output).toContain('as it was: does not open: PANIC: could not locate a valid');
    expect(repair.output).toContain('recovery pointed at the last good checkpoint 0/18EF688');
    expect(repair.output).toContain(
      'Repaired: every change the write-ahead log holds was replayed.',
    );
    expect(repair.output).toMatch(/Holds: .*journal_entries 18, .*trades 11, .*users 19/);
    expect(repair.output).toContain('amcheck: 30 tables and their indexes intact');
    expect(repair.output).toContain('Ledger: every entry balances, no negative balance');
    expect(repair.output).toMatch(/kept at .*pglite\.broken-\d{8}T\d{6}Z/);

    const api = await startApiOn(dataDir);
    expect(await signInDemoCustomer(api.url)).toBe(200);
    expect(await api.stop()).toBe(0);
  });

  test('when the log cannot save it, db:repair restores the newest backup and says what it lacks', async () => {
    const backup = await databaseCommand('db:backup');
    expect(backup.code, backup.output).toBe(0);
    const api = await startApiOn(dataDir);
    for (const externalId of ['after-backup-1', 'after-backup-2', 'after-backup-3']) {
      const deposit = await fetch(`${api.url}/sandbox/deposits/fiat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@wattle.dev', amount: '10', externalId }),
      });
      expect(deposit.ok).toBe(true);
    }
    await api.stop('SIGKILL');
    // pg_control's checksum broken: PostgreSQL will not start, and the WAL repair needs it.
    const control = readFileSync(controlPathOf(dataDir));
    control.writeUInt32LE((control.readUInt32LE(40) ^ 0xffffffff) >>> 0, 40);
    writeFileSync(controlPathOf(dataDir), control);

    const repair = await databaseCommand('db:repair');
    expect(repair.code, repair.output).toBe(0);
    expect(repair.output).toContain('pg_control is damaged');
    expect(repair.output).toContain('Restored from the newest backup.');
    const lacks = /It lacks what changed since: (\d+) committed transactions/.exec(repair.output);
    expect(Number(lacks?.[1])).toBeGreaterThanOrEqual(3);

    const restored = await openEmbeddedDatabase(dataDir);
    const references = await restored.db
      .selectFrom('transfers')
      .select('external_reference')
      .where('external_reference', 'like', 'after-backup-%')
      .execute();
    await restored.close();
    expect(references).toEqual([]);
    const again = await startApiOn(dataDir);
    expect(await signInDemoCustomer(again.url)).toBe(200);
    expect(await again.stop()).toBe(0);
  });
});
