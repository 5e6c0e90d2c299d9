import type { ServiceDeps } from '../../lib/service-deps.js';
import { accountVersions } from './cost-base-repository.js';
import type { FifoResult } from './fifo.js';
import { lotHistory } from './lot-history.js';

interface Entry {
  versions: string;
  /** The history was read up to here. */
  until: Date;
  /** Its last event, or null when it has none. */
  lastAt: Date | null;
  result: CurrentLots;
}

/** What holdings and parcels read of a match: kept small, a customer's steps are not kept. */
export type CurrentLots = Pick<FifoResult, 'openLots' | 'rows'>;

/** Far enough ahead that nothing written after a read is left out; history is never future-dated. */
const READ_AHEAD_MS = 86_400_000;

/** Customers' current lots, most recently used last (a Map iterates in insertion order). */
const entries = new Map<string, Entry>();
/** A heavy trader's match is about a megabyte: at most this many are kept per process. */
const MAX_ENTRIES = 300;

function keep(key: string, entry: Entry): void {
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, entry);
}

/**
 * `lotHistory` before `until` (of one coin, or all), kept per customer between calls
 * (docs/product/portfolio.md#speed). Each call first reads the versions of the customer's
 * accounts; a kept history is used only while they are the ones it was read under, and only for
 * an `until` after its last event and within what it read, so the result is exactly
 * `lotHistory`'s. The versions are read before the history, so a history kept may be newer than
 * them, never older: a change made meanwhile only makes the next call read again. Callers must not change
 * the result.
 */
export async function currentLots(
  deps: Pick<ServiceDeps, 'db'>,
  { userId, assetId, until }: { userId: string; assetId?: string; until: Date },
): Promise<CurrentLots> {
  const key = `${userId}:${assetId ?? '*'}`;
  const scope = { userId, ...(assetId ? { assetId } : {}) };
  const versions = await accountVersions(deps.db, userId);
  const kept = entries.get(key);
  if (kept && kept.versions === versions && until <= kept.until) {
    if (kept.lastAt === null || kept.lastAt < until) {
      keep(key, kept);
      return kept.result;
    }
    // Asked about a moment before the last event: answered, not kept.
    return lotHistory(deps, { ...scope, until });
  }
  const readUntil = new Date(Math.max(Date.now(), until.getTime()) + READ_AHEAD_MS);
  const matched = await lotHistory(deps, { ...scope, until: readUntil });
  const result: CurrentLots = { openLots: matched.openLots, rows: matched.rows };
  const lastAt = matched.steps.reduce<Date | null>(
    (latest, step) => (latest === null || step.at > latest ? step.at : latest),
    null,
  );
  keep(key, { versions, until: readUntil, lastAt, result });
  if (lastAt !== null && lastAt >= until) return lotHistory(deps, { ...scope, until });
  return result;
}
