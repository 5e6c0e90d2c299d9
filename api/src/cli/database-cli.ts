/**
 * `npm run db:backup [file]`, `npm run db:restore <file>`, `npm run db:repair`: backups and
 * recovery of the API's database. On the embedded database (PGlite) a backup is PGlite's own
 * data-directory tarball; with DATABASE_URL set, pg_dump's custom format.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, type Env } from '../config/env.js';
import { liveLockHolder } from '../db/embedded/data-dir-lock.js';
import { openEmbeddedDatabase, openPGlite } from '../db/embedded/embedded-database.js';
import { DataDirLockedError, EmbeddedDatabaseError } from '../db/embedded/embedded-errors.js';
import { isSound, verifyDataDir } from '../db/embedded/repair/verify.js';
import { repairDataDir } from '../db/embedded/repair/repair.js';
import { acquireDataDirLock } from '../db/embedded/data-dir-lock.js';
import { listSnapshots, moveAside, readSnapshot, writeSnapshot } from '../db/embedded/snapshots.js';
import { backupDirFor } from '../db/server-database.js';
import { describeRepair, describeVerification } from './describe-repair.js';

const env = parseEnv(process.env);
const [command, argument] = process.argv.slice(2);

/** The running API holds the directory: say so, and where its own snapshots are. */
function refuseWhileRunning(env: Env): void {
  const holder = liveLockHolder(env.DATA_DIR);
  if (!holder) return;
  const newest = listSnapshots(backupDirFor(env))[0];
  throw new EmbeddedDatabaseError(
    [
      new DataDirLockedError(env.DATA_DIR, holder).message,
      '',
      `While it runs, the API snapshots the database every ${env.BACKUP_INTERVAL_MINUTES} minutes into ${backupDirFor(env)}`,
      newest ? `(newest: ${newest.file}, ${newest.takenAt.toISOString()}).` : '(none yet).',
    ].join('\n'),
  );
}

function hasDatabase(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).length > 0;
}

async function backup(file: string | undefined): Promise<void> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  if (env.DATABASE_URL) {
    const target = file ?? path.join(backupDirFor(env), `wattle-${stamp}-manual.dump`);
    mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('pg_dump', ['--format=custom', `--file=${target}`, env.DATABASE_URL], {
      stdio: 'inherit',
    });
    console.log(`Backed up PostgreSQL to ${target}`);
    return;
  }
  refuseWhileRunning(env);
  if (!hasDatabase(env.DATA_DIR))
    throw new EmbeddedDatabaseError(`No database in ${env.DATA_DIR}.`);
  const embedded = await openEmbeddedDatabase(env.DATA_DIR);
  try {
    const target = file ? { file } : { dir: backupDirFor(env) };
    const snapshot = await writeSnapshot(embedded, target, 'manual');
    console.log(`Backed up ${env.DATA_DIR} to ${snapshot.file} (${snapshot.bytes} bytes)`);
  } finally {
    await embedded.close();
  }
}

async function restore(file: string | undefined): Promise<void> {
  if (!file || !existsSync(file)) {
    throw new EmbeddedDatabaseError(
      `usage: npm run db:restore <file>${file ? ` (${file} does not exist)` : ''}`,
    );
  }
  if (env.DATABASE_URL) {
    // Stop every API instance first: pg_restore replaces the tables under them.
    execFileSync(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', `--dbname=${env.DATABASE_URL}`, file],
      { stdio: 'inherit' },
    );
    console.log(`Restored ${file} into PostgreSQL`);
    return;
  }
  refuseWhileRunning(env);
  const lock = acquireDataDirLock(env.DATA_DIR);
  try {
    if (hasDatabase(env.DATA_DIR)) {
      console.log(`Moved the current database to ${moveAside(env.DATA_DIR, 'before-restore')}`);
    }
    await (await openPGlite(env.DATA_DIR, { loadDataDir: await readSnapshot(file) })).close();
    const verification = await verifyDataDir(env.DATA_DIR);
    console.log(`Restored ${file} into ${env.DATA_DIR}\n${describeVerification(verification)}`);
    if (!isSound(verification)) process.exitCode = 1;
  } finally {
    lock.release();
  }
}

async function repair(): Promise<void> {
  if (env.DATABASE_URL) {
    throw new EmbeddedDatabaseError(
      'db:repair is for the embedded database. For PostgreSQL, restore a backup (npm run db:restore <file>).',
    );
  }
  refuseWhileRunning(env);
  const report = await repairDataDir(env.DATA_DIR, backupDirFor(env));
  console.log(describeRepair(report));
  if (report.outcome === 'unrepaired' || !report.verification || !isSound(report.verification)) {
    process.exitCode = 1;
  }
}

const commands: Record<string, (argument: string | undefined) => Promise<void>> = {
  backup,
  restore,
  repair: () => repair(),
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error('usage: database-cli.ts backup [file] | restore <file> | repair');
  process.exit(2);
}
try {
  await run(argument);
} catch (error) {
  if (!(error instanceof EmbeddedDatabaseError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exitCode = 1;
}
