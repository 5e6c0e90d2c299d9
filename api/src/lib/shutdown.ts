export interface Shutdown {
  /** Registers how to release something; steps run in reverse order of registration. */
  defer: (name: string, step: () => Promise<unknown>) => void;
  /** Starts stopping (once); later calls wait for the same stop. */
  stop: (reason: string) => Promise<void>;
}

export interface ShutdownOptions {
  log: (message: string) => void;
  /** If the steps have not finished by then, exit anyway (a hung connection must not keep the port). */
  timeoutMs?: number;
  exit?: (code: number) => void;
  /** Listen to SIGINT, SIGTERM and the parent's IPC channel (off in tests of this module). */
  watchProcess?: boolean;
}

/**
 * The process's one way out. SIGINT, SIGTERM and the death of the parent that started it all
 * lead here, and a second signal while it runs changes nothing: `npm start` and a terminal's
 * Ctrl-C send the API two signals, and a second one must not cut the database's close short.
 */
export function installShutdown({
  log,
  timeoutMs = 60_000,
  exit = (code) => process.exit(code),
  watchProcess = true,
}: ShutdownOptions): Shutdown {
  const steps: { name: string; step: () => Promise<unknown> }[] = [];
  let stopping: Promise<void> | null = null;

  const stop = (reason: string): Promise<void> => {
    if (stopping) {
      log(`${reason}: already stopping`);
      return stopping;
    }
    log(`${reason}: stopping`);
    const watchdog = setTimeout(() => {
      log(`still stopping after ${timeoutMs / 1000} s: exiting anyway`);
      exit(1);
    }, timeoutMs);
    watchdog.unref();
    stopping = (async () => {
      let code = 0;
      for (const { name, step } of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          code = 1;
          log(`stopping ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      clearTimeout(watchdog);
      exit(code);
    })();
    return stopping;
  };

  for (const signal of watchProcess ? (['SIGINT', 'SIGTERM'] as const) : []) {
    process.on(signal, () => void stop(signal));
  }
  // Started with an IPC channel (by `npm start`): when that process dies, so does this one,
  // instead of living on as an orphan holding the port and the data directory.
  if (watchProcess && process.channel) {
    process.channel.unref();
    process.on('disconnect', () => void stop('the process that started this one has gone'));
  }
  return {
    defer: (name, step) => {
      steps.push({ name, step });
    },
    stop,
  };
}
