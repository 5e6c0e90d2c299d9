import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './front-ends.ts';

export interface ApiProcess {
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts the API in its own process (its crash or restart never takes the front ends down). */
export function startApi(
  env: NodeJS.ProcessEnv,
  options: { watch?: boolean; quiet?: boolean } = {},
): ApiProcess {
  // One process, as `npm --workspace api start` runs it; the watcher only for `npm run dev`.
  const [command, args] = options.watch
    ? [path.join(ROOT, 'node_modules/.bin/tsx'), ['watch', 'src/server.ts']]
    : [process.execPath, ['--import', 'tsx', 'src/server.ts']];
  const child = spawn(command, args, {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `/health` until the API answers (migrations and seeding run first). */
export async function waitForApi(apiUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not answer at ${apiUrl}/health within ${timeoutMs / 1000} s`);
}
