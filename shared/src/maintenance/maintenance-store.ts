import { useSyncExternalStore } from 'react';

/** Maintenance after 3 failed health checks in a row (docs/product/screens.md#maintenance-mode). */
export const HEALTH_FAILURE_THRESHOLD = 3;
/** GET /health every 10 seconds. */
export const HEALTH_POLL_MS = 10_000;

const FAILURES_KEY = 'wattle.healthFailures';
const listeners = new Set<() => void>();

/**
 * Per tab and kept across a reload: sessionStorage. Shared between tabs, two tabs polling would
 * count each outage twice and declare maintenance after half the time.
 */
function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** The next counter value: a failure adds one, a success resets to zero. */
export function nextHealthFailures(previous: number, healthy: boolean): number {
  return healthy ? 0 : previous + 1;
}

export function isMaintenance(failures: number): boolean {
  return failures >= HEALTH_FAILURE_THRESHOLD;
}

export function getHealthFailures(): number {
  const stored = Number(storage()?.getItem(FAILURES_KEY) ?? 0);
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/** Records one health check and returns the new count of consecutive failures. */
export function recordHealthCheck(healthy: boolean): number {
  const previous = getHealthFailures();
  const next = nextHealthFailures(previous, healthy);
  if (next === 0) storage()?.removeItem(FAILURES_KEY);
  else storage()?.setItem(FAILURES_KEY, String(next));
  if (next !== previous) listeners.forEach((listener) => listener());
  return next;
}

export function subscribeMaintenance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function maintenanceSnapshot(): boolean {
  return isMaintenance(getHealthFailures());
}

/** True while Wattle is in maintenance mode: every front end dims and disables what it must. */
export function useMaintenanceMode(): boolean {
  return useSyncExternalStore(subscribeMaintenance, maintenanceSnapshot, () => false);
}
