import type { RepairReport } from '../db/embedded/repair/repair.js';
import type { Verification } from '../db/embedded/repair/verify.js';

const HEADLINE: Record<RepairReport['outcome'], string> = {
  opened: 'Repaired: PostgreSQL recovered the directory by itself.',
  replayed: 'Repaired: every change the write-ahead log holds was replayed.',
  restored: 'Restored from the newest backup.',
  unrepaired: 'Not repaired: nothing could be opened.',
};

/** What a checked database holds and whether it is sound, for a person to read. */
export function describeVerification(verification: Verification): string {
  const nonEmpty = verification.tables.filter((table) => table.rows > 0);
  const lines = [
    `  Holds: ${nonEmpty.map((table) => `${table.name} ${table.rows}`).join(', ') || 'no rows'}`,
    `  Newest ledger entry: ${verification.newestEntry?.toISOString() ?? 'none'}`,
    verification.damage.length === 0
      ? `  amcheck: ${verification.tables.length} tables and their indexes intact`
      : `  amcheck found damage:\n${verification.damage.map((line) => `    ${line}`).join('\n')}`,
    verification.ledger.length === 0
      ? '  Ledger: every entry balances, no negative balance'
      : `  Ledger problems:\n${verification.ledger.map((v) => `    ${v.rule}: ${v.detail}`).join('\n')}`,
  ];
  return lines.join('\n');
}

export function describeRepair(report: RepairReport): string {
  const lines = [
    `Repairing the embedded database in ${report.dataDir}`,
    ...report.steps.map((step) => `  - ${step}`),
    '',
    HEADLINE[report.outcome],
  ];
  if (report.restored) {
    const { snapshot, missingCommits, brokenLastWrite } = report.restored;
    lines.push(
      `  The backup is from ${snapshot.takenAt.toISOString()}; the broken directory was last written at ${brokenLastWrite.toISOString()}.`,
      missingCommits === null
        ? '  What changed between the two could not be read from its write-ahead log.'
        : `  It lacks what changed since: ${missingCommits} committed transactions in the broken directory's write-ahead log.`,
    );
  }
  if (report.verification) lines.push(describeVerification(report.verification));
  if (report.outcome !== 'unrepaired') {
    lines.push(
      '',
      `The directory as it was is kept at ${report.keptAt}; delete it once you are satisfied.`,
      'Start Wattle again: npm start',
    );
  }
  return lines.join('\n');
}
