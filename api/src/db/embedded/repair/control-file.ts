import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32c } from './crc32c.js';

/**
 * PostgreSQL's `global/pg_control`, read the way pg_controldata reads it. Only the fields a
 * repair needs: the layout up to `checkPointCopy` has been the same for many releases; the CRC
 * at its end is found rather than assumed, so a layout change is noticed, not written over.
 */
export interface ControlFile {
  bytes: Buffer;
  systemIdentifier: bigint;
  version: number;
  state: number;
  /** Where the last checkpoint record is: recovery starts by reading it. */
  checkPoint: bigint;
  crcOffset: number;
}

/** The pg_control layout this reader knows (PostgreSQL 18, as PGlite 0.5 ships it). */
export const CONTROL_VERSION = 1800;
export const DB_IN_PRODUCTION = 6;
export const DB_SHUTDOWNED = 1;
const STATE = 16;
const CHECKPOINT = 32;
const CHECKPOINT_COPY = 40;

export const controlPathOf = (dataDir: string) => path.join(dataDir, 'global', 'pg_control');

export function parseControlFile(bytes: Buffer): ControlFile | null {
  for (let offset = 64; offset <= 512; offset += 4) {
    if (crc32c(bytes.subarray(0, offset)) !== bytes.readUInt32LE(offset)) continue;
    return {
      bytes,
      systemIdentifier: bytes.readBigUInt64LE(0),
      version: bytes.readUInt32LE(8),
      state: bytes.readInt32LE(STATE),
      checkPoint: bytes.readBigUInt64LE(CHECKPOINT),
      crcOffset: offset,
    };
  }
  return null; // the file itself is damaged
}

export function readControlFile(dataDir: string): ControlFile | null {
  try {
    return parseControlFile(readFileSync(controlPathOf(dataDir)));
  } catch {
    return null;
  }
}

/**
 * Points recovery at another checkpoint record, as pg_resetwal edits pg_control: its location,
 * the copy of its contents, and "in production" so PostgreSQL replays the WAL after it.
 */
export function pointAtCheckpoint(
  dataDir: string,
  control: ControlFile,
  lsn: bigint,
  checkpointRecord: Buffer,
): void {
  const bytes = Buffer.from(control.bytes);
  bytes.writeInt32LE(DB_IN_PRODUCTION, STATE);
  bytes.writeBigUInt64LE(lsn, CHECKPOINT);
  checkpointRecord.copy(bytes, CHECKPOINT_COPY);
  bytes.writeUInt32LE(crc32c(bytes.subarray(0, control.crcOffset)), control.crcOffset);
  writeFileSync(controlPathOf(dataDir), bytes);
}

/** `0/191D9A8`, as PostgreSQL prints a WAL position. */
export const formatLsn = (lsn: bigint) =>
  `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
