import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  /** No new run starts; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/** Runs `work` every `intervalMs`, never two at once, logging failures instead of dying. */
export function startIntervalJob(
  name: string,
  intervalMs: number,
  log: FastifyBaseLogger,
  work: () => Promise<unknown>,
): IntervalJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: name }, 'background job failed'),
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
