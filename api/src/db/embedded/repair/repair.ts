import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from '../data-dir-lock.js';
import { openPGlite } from '../embedded-database.js';
import { DatabaseUnreadableError, EmbeddedDatabaseError } from '../embedded-errors.js';
import {
  listSnapshots,
  moveAside,
  readSnapshot,
  readSnapshotMember,
  type Snapshot,
} from '../snapshots.js';
import {
  CONTROL_VERSION,
  formatLsn,
  parseControlFile,
  pointAtCheckpoint,
  readControlFile,
} from './control-file.js';
import { scanWal, type WalScan } from './wal-scan.js';
import { isSound, verifyDataDir, type Verification } from './verify.js';

/** PostgreSQL's resource managers, by id, for the ones a data directory mostly holds. */
const RESOURCE_MANAGERS: Record<number, string> = {
  0: 'an XLOG',
  1: 'a transaction',
  2: 'a storage',
  9: 'a heap (row)',
  10: 'a heap (row)',
  11: 'a btree index',
};

export type RepairOutcome = 'opened' | 'replayed' | 'restored' | 'unrepaired';

export interface RepairReport {
  dataDir: string;
  /** Where the directory as it was now lies, untouched. */
  keptAt: string;
  /** What was tried, in order, and what came of it. */
  steps: string[];
  outcome: RepairOutcome;
  verification: Verification | null;
  restored: {
    snapshot: Snapshot;
    /** Transactions the broken directory's WAL committed after the snapshot; null if unknown. */
    missingCommits: number | null;
    brokenLastWrite: Date;
  } | null;
}

interface Attempt {
  outcome: Exclude<RepairOutcome, 'unrepaired'>;
  verification: Verification;
}

const reasonOf = (error: unknown) =>
  error instanceof DatabaseUnreadableError && error.postgresSaid.length > 0
    ? error.postgresSaid.join(' / ')
    : error instanceof Error
      ? error.message
      : String(error);

/** Opens `dataDir` once (PostgreSQL's own crash recovery runs then), closes it, checks it. */
async function openAndVerify(dataDir: string): Promise<Verification> {
  const pglite = await openPGlite(dataDir);
  await pglite.close();
  return verifyDataDir(dataDir);
}

function newestWrite(dir: string): Date {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, statSync(path.join(dir, entry)).mtimeMs);
  }
  return new Date(newest);
}

/**
 * The write-ahead-log repair: when pg_control names a checkpoint the WAL does not hold (two
 * processes wrote the directory; the second's WAL went over the first's checkpoint record),
 * point it at the newest checkpoint the unbroken WAL chain does hold, and let recovery replay
 * everything after it. pg_resetwal would throw that WAL away; this keeps it.
 */
function prepareWalRepair(keptAt: string, dataDir: string, steps: string[]): WalScan | null {
  const control = readControlFile(keptAt);
  if (!control) {
    steps.push('write-ahead log: pg_control is damaged (its checksum does not match): no repair');
    return null;
  }
  if (control.version !== CONTROL_VERSION) {
    steps.push(
      `write-ahead log: pg_control version ${control.version} is not one this repair knows`,
    );
    return null;
  }
  const scan = scanWal(keptAt, control.checkPoint);
  if (!scan) {
    steps.push('write-ahead log: no readable WAL in pg_wal');
    return null;
  }
  const found = scan.watched;
  const chain = `the WAL is unbroken from ${formatLsn(scan.first)} to ${formatLsn(scan.last)} (${scan.records} records)`;
  if (scan.checkpoints.some((c) => c.lsn === control.checkPoint)) {
    steps.push(`write-ahead log: pg_control and the WAL agree (${chain}); the damage is elsewhere`);
    return null;
  }
  const limit = control.checkPoint < scan.end ? control.checkPoint : scan.end;
  const checkpoint = scan.checkpoints.filter((c) => c.lsn < limit).at(-1);
  const there = found
    ? `${RESOURCE_MANAGERS[found.rmid] ?? `a resource manager ${found.rmid}`} record, not a checkpoint: another process wrote over it`
    : 'nothing the WAL chain reaches';
  steps.push(
    `write-ahead log: pg_control points at ${formatLsn(control.checkPoint)}, where there is ${there}; ${chain}`,
  );
  if (!checkpoint) {
    steps.push('write-ahead log: no checkpoint in the chain before that: no repair');
    return null;
  }
  cpSync(keptAt, dataDir, { recursive: true });
  pointAtCheckpoint(dataDir, control, checkpoint.lsn, checkpoint.body);
  const replayed = scan.commits.filter((lsn) => lsn > checkpoint.lsn).length;
  steps.push(
    `write-ahead log: recovery pointed at the last good checkpoint ${formatLsn(checkpoint.lsn)}, to replay ${formatLsn(checkpoint.lsn)} → ${formatLsn(scan.last)} (${replayed} committed transactions)`,
  );
  return scan;
}

/** The attempts of one repair: what was tried, and the first result that opened. */
class RepairRun {
  readonly steps: string[];
  private fallback: { outcome: Attempt['outcome']; verification: Verification } | null = null;

  constructor(
    private readonly dataDir: string,
    readonly keptAt: string,
  ) {
    this.steps = [`moved ${dataDir} to ${keptAt}; it stays there untouched`];
  }

  private get aside() {
    return `${this.dataDir}.candidate`;
  }

  /**
   * Opens what `prepare` put in the data directory and checks it. Sound: the attempt that
   * wins. Opens but unsound: kept aside in case nothing better comes. Does not open: removed.
   */
  async attempt(
    label: string,
    outcome: Attempt['outcome'],
    prepare: () => Promise<void> = () => Promise.resolve(),
  ): Promise<Attempt | null> {
    let verification: Verification;
    try {
      await prepare();
      verification = await openAndVerify(this.dataDir);
    } catch (error) {
      this.steps.push(`${label}: does not open: ${reasonOf(error)}`);
      rmSync(this.dataDir, { recursive: true, force: true });
      return null;
    }
    if (isSound(verification)) {
      this.steps.push(`${label}: opens and passes every check`);
      rmSync(this.aside, { recursive: true, force: true });
      return { outcome, verification };
    }
    this.steps.push(`${label}: opens, but fails checks`);
    if (this.fallback) rmSync(this.dataDir, { recursive: true, force: true });
    else {
      this.fallback = { outcome, verification };
      renameSync(this.dataDir, this.aside);
    }
    return null;
  }

  /** Nothing was sound: the first thing that opened, or else the directory as it was. */
  giveUp(): Attempt | null {
    if (this.fallback) {
      renameSync(this.aside, this.dataDir);
      this.steps.push(`kept the first that opened (${this.fallback.outcome}), problems below`);
      return this.fallback;
    }
    renameSync(this.keptAt, this.dataDir);
    this.steps.push(`nothing opened: ${this.dataDir} is back as it was`);
    return null;
  }
}

/**
 * `npm run db:repair`: moves the directory aside (it is never deleted), then tries, on copies,
 * PostgreSQL's own recovery, the WAL repair, and the newest snapshot, in that order. The first
 * that opens and passes amcheck and the ledger checks is kept. If none is sound, the first that
 * opened is kept with its problems listed; if none opened, the directory is put back as it was.
 */
export async function repairDataDir(dataDir: string, backupDir: string): Promise<RepairReport> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new EmbeddedDatabaseError(`${dataDir} holds no database: there is nothing to repair.`);
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    const run = new RepairRun(dataDir, moveAside(dataDir, 'broken'));
    const { keptAt, steps } = run;
    const done = (
      attempt: Attempt | null,
      restored: RepairReport['restored'] = null,
    ): RepairReport => ({
      dataDir,
      keptAt: attempt ? keptAt : dataDir,
      steps,
      outcome: attempt?.outcome ?? 'unrepaired',
      verification: attempt?.verification ?? null,
      restored,
    });

    const asItWas = await run.attempt('as it was', 'opened', async () => {
      cpSync(keptAt, dataDir, { recursive: true });
    });
    if (asItWas) return done(asItWas);

    const scan = prepareWalRepair(keptAt, dataDir, steps);
    const replayed = scan ? await run.attempt('after the WAL repair', 'replayed') : null;
    if (replayed) return done(replayed);

    const snapshot = listSnapshots(backupDir)[0];
    if (!snapshot) steps.push(`backup: none in ${backupDir}`);
    const restored = snapshot
      ? await run.attempt(`backup ${snapshot.file}`, 'restored', async () => {
          const blob = await readSnapshot(snapshot.file);
          await (await openPGlite(dataDir, { loadDataDir: blob })).close();
        })
      : null;
    const kept = restored ?? run.giveUp();
    return done(
      kept,
      kept?.outcome === 'restored' && snapshot
        ? {
            snapshot,
            missingCommits: missingCommits(snapshot, scan ?? scanWal(keptAt)),
            brokenLastWrite: newestWrite(keptAt),
          }
        : null,
    );
  } finally {
    lock.release();
  }
}

/**
 * Commits in the broken directory's WAL after the snapshot's checkpoint: what it lacks. Only
 * comparable when both come from the same cluster.
 */
function missingCommits(snapshot: Snapshot, scan: WalScan | null): number | null {
  const bytes = readSnapshotMember(snapshot.file, 'global/pg_control');
  const control = bytes ? parseControlFile(bytes) : null;
  if (!control || !scan || control.systemIdentifier !== scan.systemIdentifier) return null;
  return scan.commits.filter((lsn) => lsn > control.checkPoint).length;
}
