import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');

export interface ApiProcessOptions {
  port: number;
  /** Laid over this process's environment. */
  env?: NodeJS.ProcessEnv;
  /**
   * How it runs: `node` is `node --import tsx src/server.ts` (what `npm --workspace api start`
   * and the `api` image run), `npm` that very npm command, `watch` tsx's watcher (`npm run dev`).
   */
  via?: 'node' | 'npm' | 'watch';
  /** `inherit` shares this terminal; `errors` keeps only stderr; `pipe` gives both to the caller. */
  output?: 'inherit' | 'errors' | 'pipe';
  /** Extra node flags (e.g. --cpu-prof), with `via: 'node'`. */
  nodeArgs?: string[];
  /**
   * An IPC channel the API watches: if this process dies, however it dies, the API stops
   * instead of living on as an orphan holding its port and data directory.
   */
  tiedToParent?: boolean;
  /** Its own process group, so a signal to the group reaches npm's children too. */
  detached?: boolean;
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (null if a signal ended it) once its output has ended. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

type Stream = 'ignore' | 'inherit' | 'pipe';
const OUTPUT: Record<NonNullable<ApiProcessOptions['output']>, Stream[]> = {
  inherit: ['ignore', 'inherit', 'inherit'],
  errors: ['ignore', 'ignore', 'inherit'],
  pipe: ['ignore', 'pipe', 'pipe'],
};

/** Starts one API process and returns at once; `startApi` also waits until it answers. */
export function spawnApi(options: ApiProcessOptions): ApiProcess {
  const via = options.via ?? 'node';
  const [command, args] =
    via === 'watch'
      ? [path.join(API_DIR, '../node_modules/.bin/tsx'), ['watch', 'src/server.ts']]
      : via === 'npm'
        ? ['npm', ['--workspace', 'api', 'start']]
        : [process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server.ts']];
  const stdio = OUTPUT[options.output ?? 'inherit'];
  const child = spawn(command, args, {
    cwd: via === 'npm' ? path.dirname(API_DIR) : API_DIR,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: options.tiedToParent ? [...stdio, 'ipc'] : stdio,
    detached: options.detached ?? false,
  });
  // 'close' comes after 'exit' once its output is read to the end.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const target = () => (options.detached && child.pid !== undefined ? -child.pid : child.pid);
  return {
    child,
    url: `http://127.0.0.1:${options.port}`,
    exited,
    stop: (signal = 'SIGTERM') => {
      const pid = target();
      if (child.exitCode === null && child.signalCode === null && pid !== undefined) {
        try {
          process.kill(pid, signal);
        } catch {
          // already gone
        }
      }
      return exited;
    },
  };
}

/**
 * Polls `url` until it answers 2xx. With `child`, fails as soon as that process exits
 * instead of waiting out the timeout.
 */
export async function waitForUrl(
  url: string,
  { child, timeoutMs = 120_000 }: { child?: ChildProcess; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the API and waits for /health (migrations and seeding run first). */
export async function startApi(
  options: ApiProcessOptions & { timeoutMs?: number },
): Promise<ApiProcess> {
  const api = spawnApi(options);
  try {
    await waitForUrl(`${api.url}/health`, { child: api.child, timeoutMs: options.timeoutMs });
  } catch (error) {
    await api.stop();
    throw new Error(`The API on port ${options.port}: ${(error as Error).message}`);
  }
  return api;
}
