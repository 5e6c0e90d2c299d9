import {
  REMOTE_NAMES,
  type FrontEndHealth,
  type FrontEndLoadBatch,
} from '@wattle/shared/contracts';
import type { ServiceDeps } from '../../lib/service-deps.js';
import {
  deleteLoadsBefore,
  insertLoads,
  latestVersions,
  loadStatsSince,
} from './front-end-health-repository.js';

/** The console's window (docs/product/front-end-health.md#the-console-card). */
export const HEALTH_WINDOW_MS = 60 * 60_000;
/** Loads are kept this long: enough to name what an environment quiet for days still runs. */
export const LOADS_KEPT_MS = 14 * 24 * 60 * 60_000;

export async function recordLoads(deps: ServiceDeps, batch: FrontEndLoadBatch): Promise<void> {
  await insertLoads(
    deps.db,
    batch.loads.map((load) => ({
      environment: load.environment,
      remote: load.remote,
      version: load.version,
      outcome: load.outcome,
      stage: load.stage,
      duration_ms: load.durationMs,
      adapted: load.adapted,
    })),
  );
}

/** Every remote appears, with zeros when no shell loaded it in the window. */
export async function frontEndHealth(deps: ServiceDeps, now = new Date()): Promise<FrontEndHealth> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
  const [stats, running] = await Promise.all([
    loadStatsSince(deps.db, since),
    latestVersions(deps.db),
  ]);
  return {
    since: since.toISOString(),
    remotes: REMOTE_NAMES.map((remote) => {
      const row = stats.find((candidate) => candidate.remote === remote);
      return {
        remote,
        loads: row?.loads ?? 0,
        failures: row?.failures ?? 0,
        failuresByStage: {
          manifest: row?.manifest ?? 0,
          entry: row?.entry ?? 0,
          compatibility: row?.compatibility ?? 0,
          module: row?.module ?? 0,
        },
        adapted: row?.adapted ?? 0,
        p50Ms: row?.p50 ?? null,
        p95Ms: row?.p95 ?? null,
      };
    }),
    running: running.map((row) => ({
      environment: row.environment,
      remote: row.remote,
      version: row.version,
      lastSeenAt: row.recorded_at.toISOString(),
    })),
  };
}

/** A background job: loads older than LOADS_KEPT_MS go. */
export function pruneFrontEndLoads(deps: ServiceDeps, now = new Date()): Promise<number> {
  return deleteLoadsBefore(deps.db, new Date(now.getTime() - LOADS_KEPT_MS));
}
