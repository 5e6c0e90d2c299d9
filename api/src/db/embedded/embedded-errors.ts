import type { LockHolder } from './lock-holder.js';

/**
 * Failures of the embedded database that a person has to act on. Each message names the
 * directory, says what happened and gives the command to run: it is all they will see.
 */
export class EmbeddedDatabaseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'EmbeddedDatabaseError';
  }
}

export class DataDirLockedError extends EmbeddedDatabaseError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(lockedMessage(dataDir, holder));
    this.name = 'DataDirLockedError';
  }
}

function lockedMessage(dataDir: string, holder: LockHolder | null): string {
  if (!holder) {
    return [
      `The embedded database ${dataDir} is locked (${dataDir}.lock) by a process Wattle cannot identify.`,
      `If no Wattle API is running, delete ${dataDir}.lock and start again.`,
    ].join('\n');
  }
  return [
    `The embedded database ${dataDir} is in use by process ${holder.pid} on ${holder.hostname}`,
    `(${holder.command}, since ${holder.since}).`,
    'Only one process may open a data directory: two would overwrite each other’s writes.',
    `Stop that process first (Ctrl-C where \`npm start\` runs, or \`kill ${holder.pid}\`),`,
    'or give this one a directory of its own with DATA_DIR.',
  ].join('\n');
}

export class DatabaseUnreadableError extends EmbeddedDatabaseError {
  constructor(
    readonly dataDir: string,
    /** What PostgreSQL said before it stopped (its PANIC or FATAL lines). */
    readonly postgresSaid: string[],
    cause: unknown,
  ) {
    super(unreadableMessage(dataDir, postgresSaid), { cause });
    this.name = 'DatabaseUnreadableError';
  }
}

function unreadableMessage(dataDir: string, postgresSaid: string[]): string {
  return [
    `The embedded database in ${dataDir} cannot be opened.`,
    ...(postgresSaid.length > 0
      ? [`PostgreSQL said: ${postgresSaid.join(' / ')}`]
      : ['PostgreSQL stopped without saying why.']),
    'Likely causes: two processes wrote the directory at once (a second `npm start`, or an API',
    'left running after its terminal closed), a process killed in the middle of a write, or a',
    'full disk. The data is most likely still there.',
    'Stop anything that uses the directory, then run:',
    '',
    '  npm run db:repair',
    '',
    'It moves the directory aside (nothing is deleted), replays what it can from the',
    'write-ahead log, or else restores the latest backup, and says what it recovered.',
  ].join('\n');
}
