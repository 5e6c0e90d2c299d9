import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs`, never two at once, logging failures instead of dying.
 * Returns the function that stops it.
 */
export function startIntervalJob(
  name: string,
  intervalMs: number,
  log: FastifyBaseLogger,
  work: () => Promise<unknown>,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
