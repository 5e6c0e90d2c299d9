import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { sql } from 'kysely';
import type { EmbeddedDatabase } from './embedded-database.js';

/**
 * Why a snapshot was taken. Automatic ones (`periodic`, `pre-migration`) are pruned to the
 * newest few; the others are kept until someone deletes them.
 */
export type SnapshotReason = 'manual' | 'periodic' | 'pre-migration' | 'pre-repair';

export interface Snapshot {
  file: string;
  takenAt: Date;
  reason: SnapshotReason;
  bytes: number;
}

const NAME = /^wattle-(\d{8}T\d{6}Z)-(manual|periodic|pre-migration|pre-repair)\.tar\.gz$/;

/** Beside the data directory: `api/.data/pglite` keeps its snapshots in `api/.data/pglite-backups`. */
export const backupDirOf = (dataDir: string) => `${dataDir}-backups`;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

function parseStamp(value: string): Date {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) ?? [];
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/** Snapshots in a folder, newest first. */
export function listSnapshots(dir: string): Snapshot[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match?.[1] || !match[2]) return [];
      const file = path.join(dir, name);
      return [
        {
          file,
          takenAt: parseStamp(match[1]),
          reason: match[2] as SnapshotReason,
          bytes: statSync(file).size,
        },
      ];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.file.localeCompare(a.file));
}

/** Deletes all but the newest `keep` snapshots taken for `reason`. */
export function pruneSnapshots(dir: string, reason: SnapshotReason, keep: number): void {
  for (const old of listSnapshots(dir)
    .filter((snapshot) => snapshot.reason === reason)
    .slice(keep)) {
    unlinkSync(old.file);
  }
}

/**
 * A copy of the whole data directory as PGlite's own tarball (`dumpDataDir`), taken right
 * after a checkpoint and while no transaction is open, so it opens with nothing to replay.
 * `target` is a file, or a folder to put a dated file in.
 */
export async function writeSnapshot(
  embedded: EmbeddedDatabase,
  target: { dir: string } | { file: string },
  reason: SnapshotReason,
  takenAt = new Date(),
): Promise<Snapshot> {
  const file =
    'file' in target
      ? path.resolve(target.file)
      : path.join(target.dir, `wattle-${stamp(takenAt)}-${reason}.tar.gz`);
  // Holding Kysely's one session keeps every other query out until the copy is taken.
  const tarball = await embedded.db.connection().execute(async (session) => {
    await sql`checkpoint`.execute(session);
    const dump = await embedded.pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  });
  const compressed = await promisify(gzip)(tarball);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: a snapshot interrupted half-way never looks like a whole one.
  await writeFile(`${file}.partial`, compressed);
  renameSync(`${file}.partial`, file);
  return { file, takenAt, reason, bytes: compressed.length };
}

/** A snapshot file as PGlite's `loadDataDir` takes it. */
export async function readSnapshot(file: string): Promise<Blob> {
  return new Blob([await readFile(file)], { type: 'application/gzip' });
}

/**
 * Moves a data directory out of the way, never deleting it: `<dir>.<label>-<time>`.
 * Returns where it went.
 */
export function moveAside(dataDir: string, label: string): string {
  const aside = `${dataDir}.${label}-${stamp(new Date())}`;
  renameSync(dataDir, aside);
  return aside;
}

/** One file out of a snapshot (`global/pg_control`, say), without unpacking the rest. */
export function readSnapshotMember(file: string, member: string): Buffer | null {
  const tar = gunzipSync(readFileSync(file));
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (name === '') return null; // the end-of-archive blocks
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = Number.parseInt(header.subarray(124, 136).toString('utf8').trim() || '0', 8);
    const fullName = prefix ? `${prefix}/${name}` : name;
    if (fullName.replace(/^\/+/, '') === member) return tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return null;
}
