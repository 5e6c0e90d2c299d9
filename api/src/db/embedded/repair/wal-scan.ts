import { closeSync, existsSync, openSync, readdirSync, readSync } from 'node:fs';
import path from 'node:path';
import { CRC32C_INIT, finishCrc32c, updateCrc32c } from './crc32c.js';

/**
 * Walks a data directory's write-ahead log the way recovery does: page by page, record by
 * record, each record's CRC checked and each one chained to the one before by `xl_prev`. What
 * survives that walk is WAL PostgreSQL itself would accept, so a checkpoint found in it is a
 * safe place to start recovery from. (pg_waldump does this, but only for its own major
 * version; the machine's PostgreSQL is not PGlite's.)
 */
export interface WalScan {
  /** The cluster that wrote it (as pg_control's system identifier). */
  systemIdentifier: bigint;
  /** First and last record of the unbroken chain, and where the chain ends. */
  first: bigint;
  last: bigint;
  end: bigint;
  records: number;
  checkpoints: WalCheckpoint[];
  /** WAL positions of transaction commits, oldest first. */
  commits: bigint[];
  /** The record found at the position the scan was asked to watch, if the chain has one there. */
  watched: { rmid: number; info: number } | null;
}

export interface WalCheckpoint {
  lsn: bigint;
  shutdown: boolean;
  /** The record's body: a CheckPoint struct, what pg_control keeps a copy of. */
  body: Buffer;
}

const RECORD_HEADER = 24;
const LONG_PAGE_HEADER = 40;
const SHORT_PAGE_HEADER = 24;
const FIRST_IS_CONTRECORD = 0x0001;
const RM_XLOG = 0;
const RM_XACT = 1;
const XLOG_CHECKPOINT_SHUTDOWN = 0x00;
const XLOG_CHECKPOINT_ONLINE = 0x10;
const XLOG_XACT_COMMIT = 0x00;
const XLR_BLOCK_ID_DATA_SHORT = 255;
const XLR_BLOCK_ID_DATA_LONG = 254;
/** sizeof(CheckPoint) in PostgreSQL 18 on PGlite's 32-bit WebAssembly. */
export const CHECKPOINT_BODY_BYTES = 88;

const maxAlign = (value: bigint) => (value + 7n) & ~7n;

class SegmentReader {
  private cache = new Map<bigint, Buffer | null>();

  constructor(
    private readonly dir: string,
    private readonly timeline: string,
    readonly segmentSize: bigint,
    readonly pageSize: bigint,
  ) {}

  private segment(segno: bigint): Buffer | null {
    if (!this.cache.has(segno)) {
      if (this.cache.size >= 2) this.cache.delete(this.cache.keys().next().value ?? 0n);
      const perLog = 0x100000000n / this.segmentSize;
      const hex = (value: bigint) => value.toString(16).toUpperCase().padStart(8, '0');
      const file = path.join(
        this.dir,
        `${this.timeline}${hex(segno / perLog)}${hex(segno % perLog)}`,
      );
      this.cache.set(segno, existsSync(file) ? readWhole(file, Number(this.segmentSize)) : null);
    }
    return this.cache.get(segno) ?? null;
  }

  /** The page holding `lsn`, if it exists and really is that page (not a recycled one). */
  page(lsn: bigint, magic: number): Buffer | null {
    const pageStart = lsn - (lsn % this.pageSize);
    const segment = this.segment(lsn / this.segmentSize);
    if (!segment) return null;
    const offset = Number(pageStart % this.segmentSize);
    const page = segment.subarray(offset, offset + Number(this.pageSize));
    if (page.readUInt16LE(0) !== magic || page.readBigUInt64LE(8) !== pageStart) return null;
    return page;
  }

  headerSize(lsn: bigint): bigint {
    return lsn % this.segmentSize < this.pageSize
      ? BigInt(LONG_PAGE_HEADER)
      : BigInt(SHORT_PAGE_HEADER);
  }

  /** `length` bytes of record data from `lsn`, skipping page headers; null past the end. */
  read(lsn: bigint, length: number, magic: number): { bytes: Buffer; next: bigint } | null {
    const parts: Buffer[] = [];
    let at = lsn;
    let left = length;
    while (left > 0) {
      const inPage = at % this.pageSize;
      const header = this.headerSize(at);
      if (inPage < header) {
        at += header - inPage;
        continue;
      }
      const page = this.page(at, magic);
      if (!page) return null;
      const take = Math.min(left, Number(this.pageSize - inPage));
      parts.push(page.subarray(Number(inPage), Number(inPage) + take));
      left -= take;
      at += BigInt(take);
    }
    return { bytes: Buffer.concat(parts), next: at };
  }
}

function readWhole(file: string, size: number): Buffer {
  const buffer = Buffer.alloc(size);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, size, 0);
  } finally {
    closeSync(fd);
  }
  return buffer;
}

function recordCrcMatches(record: Buffer): boolean {
  const crc = updateCrc32c(
    updateCrc32c(CRC32C_INIT, record.subarray(RECORD_HEADER)),
    record.subarray(0, 20),
  );
  return finishCrc32c(crc) === record.readUInt32LE(20);
}

/** The main data of a record without block references (a checkpoint's CheckPoint struct). */
function mainData(record: Buffer): Buffer | null {
  const id = record[RECORD_HEADER];
  if (id === XLR_BLOCK_ID_DATA_SHORT) {
    const length = record[RECORD_HEADER + 1] ?? 0;
    return record.subarray(RECORD_HEADER + 2, RECORD_HEADER + 2 + length);
  }
  if (id === XLR_BLOCK_ID_DATA_LONG) {
    const length = record.readUInt32LE(RECORD_HEADER + 1);
    return record.subarray(RECORD_HEADER + 5, RECORD_HEADER + 5 + length);
  }
  return null;
}

/**
 * Scans `<dataDir>/pg_wal` from its oldest segment; null when there is no WAL to read.
 * `watch` is a position to report on (where pg_control says the last checkpoint is).
 */
export function scanWal(dataDir: string, watch?: bigint): WalScan | null {
  const dir = path.join(dataDir, 'pg_wal');
  const segments = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /^[0-9A-F]{24}$/.test(name))
        .sort()
    : [];
  const oldest = segments[0];
  if (!oldest) return null;
  const head = readWhole(path.join(dir, oldest), LONG_PAGE_HEADER);
  const magic = head.readUInt16LE(0);
  const segmentSize = BigInt(head.readUInt32LE(32));
  const pageSize = BigInt(head.readUInt32LE(36));
  if (segmentSize === 0n || pageSize === 0n) return null;
  const reader = new SegmentReader(dir, oldest.slice(0, 8), segmentSize, pageSize);
  const start = head.readBigUInt64LE(8);
  // A segment may open with the tail of a record from the one before: skip it.
  const continuation =
    head.readUInt16LE(2) & FIRST_IS_CONTRECORD ? BigInt(head.readUInt32LE(16)) : 0n;
  let at = maxAlign(start + BigInt(LONG_PAGE_HEADER) + continuation);

  const checkpoints: WalCheckpoint[] = [];
  const commits: bigint[] = [];
  let watched: WalScan['watched'] = null;
  let records = 0;
  let previous: bigint | null = null;
  let first: bigint | null = null;
  for (;;) {
    if (at % pageSize < reader.headerSize(at)) at += reader.headerSize(at) - (at % pageSize);
    const header = reader.read(at, RECORD_HEADER, magic);
    if (!header) break;
    const length = header.bytes.readUInt32LE(0);
    const prev = header.bytes.readBigUInt64LE(8);
    if (length < RECORD_HEADER || (previous !== null && prev !== previous)) break;
    const whole = reader.read(at, length, magic);
    if (!whole || !recordCrcMatches(whole.bytes)) break;
    const info = whole.bytes[16] ?? 0;
    const rmid = whole.bytes[17] ?? 0;
    if (at === watch) watched = { rmid, info };
    records += 1;
    const kind = info & 0xf0;
    if (
      rmid === RM_XLOG &&
      (kind === XLOG_CHECKPOINT_SHUTDOWN || kind === XLOG_CHECKPOINT_ONLINE)
    ) {
      const body = mainData(whole.bytes);
      if (body?.length === CHECKPOINT_BODY_BYTES) {
        checkpoints.push({ lsn: at, shutdown: kind === XLOG_CHECKPOINT_SHUTDOWN, body });
      }
    }
    if (rmid === RM_XACT && (info & 0x70) === XLOG_XACT_COMMIT) commits.push(at);
    first ??= at;
    previous = at;
    at = maxAlign(whole.next);
  }
  if (first === null || previous === null) return null;
  return {
    systemIdentifier: head.readBigUInt64LE(24),
    first,
    last: previous,
    end: at,
    records,
    checkpoints,
    commits,
    watched,
  };
}
