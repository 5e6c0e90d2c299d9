import type { ServiceDeps } from './service-deps.js';

const pending = new Set<Promise<void>>();

/**
 * Work the caller must not wait for, such as an e-mail whose sending (or not sending, for an
 * unknown address) would otherwise show in the response time. It starts after the current
 * request's handler returns, runs once, and logs its failure (never its content).
 */
export function runInBackground(
  deps: Pick<ServiceDeps, 'log'>,
  what: string,
  work: () => Promise<unknown>,
): void {
  const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error: unknown) => deps.log.error({ err: error }, `background task failed: ${what}`),
    )
    .finally(() => pending.delete(task));
  pending.add(task);
}

/** Resolves once every background task (and any it started) has finished: app close, tests. */
export async function backgroundTasksSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
