/**
 * `npm run bench:pglite`: how long an embedded database takes to reopen after its process was
 * killed, with and without a checkpoint before the kill. PGlite runs PostgreSQL single-user,
 * where nothing checkpoints on its own, so without one every byte of WAL since the last
 * start is replayed (the API now checkpoints every few minutes and after 32 MB of WAL).
 *
 *   BENCH_WAL_MB  WAL to write before the kill (default 256)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPGlite } from '@wattle/api/tooling';

const WAL_MB = Number(process.env.BENCH_WAL_MB ?? 256);
const MB = 1024 * 1024;

/** The writer, in a process of its own: fills the WAL, maybe checkpoints, then dies by SIGKILL. */
async function write(dir: string, checkpoint: boolean): Promise<never> {
  const pglite = new PGlite(dir);
  await pglite.exec('create table filler (id bigint, body text)');
  const start = await walPosition(pglite);
  while ((await walPosition(pglite)) - start < WAL_MB * MB) {
    await pglite.exec(
      `insert into filler select g, repeat(md5(g::text), 8) from generate_series(1, 20000) g`,
    );
  }
  if (checkpoint) await pglite.exec('checkpoint');
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => undefined);
}

async function walPosition(pglite: PGlite): Promise<number> {
  const { rows } = await pglite.query<{ at: string }>(
    `select (pg_current_wal_insert_lsn() - '0/0')::text as at`,
  );
  return Number(rows[0]?.at ?? 0);
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).reduce((total, entry) => {
    const stat = statSync(path.join(dir, entry));
    return stat.isFile() ? total + stat.size : total;
  }, 0);
}

async function measure(checkpoint: boolean): Promise<string> {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'wattle-reopen-')), 'pglite');
  await new Promise<void>((resolve) => {
    spawn(
      process.execPath,
      ['--import', 'tsx', import.meta.filename, 'write', dir, String(checkpoint)],
      {
        stdio: 'inherit',
      },
    ).once('exit', () => resolve());
  });
  const wal = sizeOf(path.join(dir, 'pg_wal'));
  const started = performance.now();
  const pglite = await openPGlite(dir);
  const seconds = (performance.now() - started) / 1000;
  await pglite.close();
  rmSync(path.dirname(dir), { recursive: true, force: true });
  const label = checkpoint ? 'checkpoint, then SIGKILL' : 'SIGKILL, no checkpoint';
  return `${label.padEnd(26)} pg_wal ${(wal / MB).toFixed(0).padStart(5)} MB   reopen ${seconds.toFixed(2).padStart(6)} s`;
}

const [mode, dir, checkpoint] = process.argv.slice(2);
if (mode === 'write' && dir) {
  await write(dir, checkpoint === 'true');
} else {
  console.log(`PGlite reopen after a kill, ${WAL_MB} MB of WAL written since it opened`);
  console.log(await measure(false));
  console.log(await measure(true));
}
